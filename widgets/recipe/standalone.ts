/** Standalone (UMD) bundle: defines window.initRecipeGenerator unless the page already has it. */
import { init } from './entry';

export { init };
if (typeof window !== 'undefined' && !window.initRecipeGenerator) window.initRecipeGenerator = init;
