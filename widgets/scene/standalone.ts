/** Standalone (UMD) bundle: defines window.initSceneGenerator unless the page already has it. */
import { init } from './entry';

export { init };
if (typeof window !== 'undefined' && !window.initSceneGenerator) window.initSceneGenerator = init;
