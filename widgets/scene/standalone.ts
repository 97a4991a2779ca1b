/** Standalone (UMD) bundle: defines window.initSceneGenerator by itself. */
import { defineStandalone } from '../shared/standalone';
import { start } from './entry';

export const init = defineStandalone(start, 'initSceneGenerator');
