/** Standalone (UMD) bundle: defines window.initCraftGenerator by itself. */
import { defineStandalone } from '../shared/standalone';
import { start } from './entry';

export const init = defineStandalone(start, 'initCraftGenerator');
