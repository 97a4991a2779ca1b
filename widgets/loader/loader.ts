/** The loader script a page includes once (see create-loader.ts); built as a tiny classic script. */
import { ownScriptNonce } from '../shared/own-script';
import {
  installLoader,
  type FramesModule,
  type GeneratorModule,
  type LoaderEnvironment,
  type ServerFrameModule,
} from './create-loader';
import * as earlyClicks from './held-early';
import type { GeneratorKey } from './generators';

/**
 * Per generator, its hashed ESM entry and the chunks it imports (the shared runtime), relative to
 * this script; filled in by the build.
 */
declare const __ENTRIES__: Record<GeneratorKey, string[]>;
/** The iframe embeds' code (frames.ts), relative to this script; filled in by the build. */
declare const __FRAMES__: string;
/**
 * What waits for the visitor before a server-rendered frame's code loads (server-frame.ts), with
 * the chunks it imports; filled in by the build: null in the loader other sites load, whose pages
 * have no such frames.
 */
declare const __SERVER_FRAME__: string[] | null;
/**
 * Whether clicks on a server-rendered frame are held from this script's first run (held-early.ts):
 * in the loaders of our own pages and of our embed page; not in the one other sites load, whose
 * pages have no such frames.
 */
declare const __EARLY_CLICKS__: boolean;

// This script's own URL, however the page loaded it (classic or module script, async, injected):
// the build resolves import.meta.url in this classic bundle from the running script.
const base = import.meta.url;

/** An entry and the chunks it imports, fetched at once rather than one after the other: the entry. */
const importAll = (files: string[]) =>
  Promise.all(files.map((file) => import(new URL(file, base).href))).then(
    ([entry]) => entry as unknown,
  );

const environment: LoaderEnvironment = {
  window,
  document,
  nonce: ownScriptNonce(base),
  origin: new URL(base).origin,
  importGenerator: (key) => importAll(__ENTRIES__[key]) as Promise<GeneratorModule>,
  importFrames: () => import(new URL(__FRAMES__, base).href) as Promise<FramesModule>,
};
// Only in the loaders that use them: the one every embedding page downloads leaves both out,
// names and all.
if (__SERVER_FRAME__)
  environment.importServerFrame = () => importAll(__SERVER_FRAME__!) as Promise<ServerFrameModule>;
if (__EARLY_CLICKS__) environment.earlyClicks = earlyClicks;
installLoader(environment);
