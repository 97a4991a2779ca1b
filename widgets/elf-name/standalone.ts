/** Standalone (UMD) bundle: defines window.initElfNameGenerator by itself. */
import { defineStandalone } from '../shared/standalone';
import { start } from './entry';

export const init = defineStandalone(start, 'initElfNameGenerator');
