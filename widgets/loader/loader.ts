/** The loader script a page includes once (see create-loader.ts); built as a tiny classic script. */
import { installLoader, type GeneratorModule } from './create-loader';
import type { GeneratorKey } from './generators';

/** Hashed ESM entry of each generator, relative to this script; filled in by the build. */
declare const __ENTRIES__: Record<GeneratorKey, string>;

const base = (document.currentScript as HTMLScriptElement | null)?.src || location.href;

installLoader({
  window,
  document,
  importGenerator: (key) =>
    import(new URL(__ENTRIES__[key], base).href) as Promise<GeneratorModule>,
});
