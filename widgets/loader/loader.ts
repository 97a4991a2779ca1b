/** The loader script a page includes once (see create-loader.ts); built as a tiny classic script. */
import { ownScriptNonce } from '../shared/own-script';
import { installLoader, type FramesModule, type GeneratorModule } from './create-loader';
import type { GeneratorKey } from './generators';

/**
 * Per generator, its hashed ESM entry and the chunks it imports (the shared runtime), relative to
 * this script; filled in by the build.
 */
declare const __ENTRIES__: Record<GeneratorKey, string[]>;
/** The iframe embeds' code (frames.ts), relative to this script; filled in by the build. */
declare const __FRAMES__: string;

// This script's own URL, however the page loaded it (classic or module script, async, injected):
// the build resolves import.meta.url in this classic bundle from the running script.
const base = import.meta.url;

installLoader({
  window,
  document,
  nonce: ownScriptNonce(base),
  origin: new URL(base).origin,
  // The entry and the runtime are fetched at once, not one after the other.
  importGenerator: (key) =>
    Promise.all(__ENTRIES__[key].map((file) => import(new URL(file, base).href))).then(
      ([entry]) => entry as GeneratorModule,
    ),
  importFrames: () => import(new URL(__FRAMES__, base).href) as Promise<FramesModule>,
});
