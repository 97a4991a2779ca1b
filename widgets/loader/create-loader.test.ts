// @vitest-environment jsdom
import { installLoader, type GeneratorModule } from './create-loader';
import type { GeneratorKey } from './generators';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const inits: Record<string, ReturnType<typeof vi.fn>> = {};
  const importGenerator = vi.fn(async (key: GeneratorKey): Promise<GeneratorModule> => {
    inits[key] ??= vi.fn();
    return { init: inits[key] as GeneratorModule['init'] };
  });
  installLoader({ window, document, importGenerator });
  return { inits, importGenerator };
}

describe('widget loader', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    delete window.initElfNameGenerator;
    delete window.initCraftGenerator;
    delete window.initSceneGenerator;
    delete window.initRecipeGenerator;
  });

  it('defines the four globals and loads nothing until one is called', () => {
    const { importGenerator } = setup();
    expect(typeof window.initElfNameGenerator).toBe('function');
    expect(typeof window.initCraftGenerator).toBe('function');
    expect(typeof window.initSceneGenerator).toBe('function');
    expect(typeof window.initRecipeGenerator).toBe('function');
    expect(importGenerator).not.toHaveBeenCalled();
  });

  it('loads a generator on its first call only, and passes the arguments through', async () => {
    const { inits, importGenerator } = setup();
    window.initCraftGenerator!('a', 'christmas', 'post-1');
    window.initCraftGenerator!('b');
    await flush();
    expect(importGenerator).toHaveBeenCalledTimes(1);
    expect(importGenerator).toHaveBeenCalledWith('craft');
    expect(inits.craft!.mock.calls).toEqual([
      ['a', 'christmas', 'post-1'],
      ['b', undefined, undefined],
    ]);
  });

  it('starts generators declared in markup, giving them ids, including markup added later', async () => {
    document.body.innerHTML = `
      <div data-elf-generator="scene" data-theme="minimal" data-post-id="p9"></div>
      <div id="mine" data-elf-generator="recipe"></div>`;
    const { inits, importGenerator } = setup();
    await flush();
    expect(importGenerator.mock.calls.map(([key]) => key).sort()).toEqual(['recipe', 'scene']);
    expect(inits.scene!).toHaveBeenCalledWith(
      expect.stringMatching(/^elf-generator-\d+$/),
      'minimal',
      'p9',
    );
    expect(inits.recipe!).toHaveBeenCalledWith('mine', undefined, undefined);

    const later = document.createElement('div');
    later.dataset.elfGenerator = 'elf-name';
    document.body.append(later);
    await flush();
    await flush();
    expect(inits['elf-name']!).toHaveBeenCalledTimes(1);
    expect(inits.scene!).toHaveBeenCalledTimes(1);
  });

  it('reports an unknown generator and a failed download without throwing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div data-elf-generator="teleporter"></div>';
    installLoader({
      window,
      document,
      importGenerator: () => Promise.reject(new Error('offline')),
    });
    window.initSceneGenerator!('x');
    await flush();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      '[elf widgets] unknown generator "teleporter"',
      '[initSceneGenerator] could not load the generator',
    ]);
    errors.mockRestore();
  });

  it('keeps a global the page already has', () => {
    const own = vi.fn();
    window.initSceneGenerator = own;
    setup();
    expect(window.initSceneGenerator).toBe(own);
  });
});
