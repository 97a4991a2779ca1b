/** Standalone (UMD) bundle: defines window.initElfNameGenerator unless the page already has it. */
import { init } from './entry';

export { init };
if (typeof window !== 'undefined' && !window.initElfNameGenerator)
  window.initElfNameGenerator = init;
