import { GENERATORS, isGeneratorKey, type GeneratorKey } from './generators';

type InitGenerator = (elementId: string, theme?: string, postId?: string) => void;
export type GeneratorModule = { init: InitGenerator };

export interface LoaderEnvironment {
  window: Window;
  document: Document;
  /** Fetches one generator's module; called at most once per generator. */
  importGenerator: (key: GeneratorKey) => Promise<GeneratorModule>;
}

/**
 * Defines the four global init functions (unless the page already has them), each loading its
 * generator on first use, and starts generators declared in markup
 * (<div data-elf-generator="craft" data-theme="christmas" data-post-id="…">) as they come near the
 * viewport, including markup added later.
 */
export function installLoader({
  window: win,
  document: doc,
  importGenerator,
}: LoaderEnvironment): void {
  const modules: Partial<Record<GeneratorKey, Promise<GeneratorModule>>> = {};
  const load = (key: GeneratorKey) => (modules[key] ??= importGenerator(key));

  for (const key of Object.keys(GENERATORS) as GeneratorKey[]) {
    const name = GENERATORS[key];
    win[name] ??= (elementId, theme, postId) => {
      load(key).then(
        (module) => module.init(elementId, theme, postId),
        (error: unknown) => console.error(`[${name}] could not load the generator`, error),
      );
    };
  }

  let counter = 0;
  const start = (element: HTMLElement) => {
    const key = element.dataset.elfGenerator;
    if (!isGeneratorKey(key)) return console.error(`[elf widgets] unknown generator "${key}"`);
    element.id ||= `elf-generator-${++counter}`;
    win[GENERATORS[key]]!(element.id, element.dataset.theme, element.dataset.postId);
  };

  const observer =
    'IntersectionObserver' in win
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer!.unobserve(entry.target);
              start(entry.target as HTMLElement);
            }
          },
          { rootMargin: '300px' },
        )
      : null;

  const scan = () =>
    doc
      .querySelectorAll<HTMLElement>('[data-elf-generator]:not([data-elf-seen])')
      .forEach((element) => {
        element.dataset.elfSeen = '';
        if (observer) observer.observe(element);
        else start(element);
      });

  const watch = () => {
    scan();
    new MutationObserver(scan).observe(doc.documentElement, { childList: true, subtree: true });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', watch);
  else watch();
}
