/** Standalone (UMD) bundle: defines window.initCraftGenerator unless the page already has it. */
import { init } from './entry';

export { init };
if (typeof window !== 'undefined' && !window.initCraftGenerator) window.initCraftGenerator = init;
