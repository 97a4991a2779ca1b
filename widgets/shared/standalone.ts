import type { StartGenerator } from './define-generator';
import { ownScriptNonce } from './own-script';
import { optionsFromCall } from './widget-options';

type GlobalName =
  'initElfNameGenerator' | 'initCraftGenerator' | 'initSceneGenerator' | 'initRecipeGenerator';

/**
 * For a standalone (UMD) bundle, run while its script runs: defines the generator's global init
 * function unless the page already has it, and answers it. The nonce of this script's tag reaches
 * the styles of every widget it starts.
 */
export function defineStandalone(start: StartGenerator, name: GlobalName): InitGenerator {
  const nonce = ownScriptNonce(import.meta.url);
  const init: InitGenerator = (elementId, theme, postId, options) =>
    start(elementId, { theme, postId, nonce, ...optionsFromCall(options) });
  window[name] ??= init;
  return init;
}
