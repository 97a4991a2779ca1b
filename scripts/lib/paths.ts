import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where `npm start` keeps its data. STACK_DATA_DIR moves it: a test's own `npm start` must not touch .data/. */
export const DATA_DIR = process.env.STACK_DATA_DIR
  ? resolve(process.env.STACK_DATA_DIR)
  : join(ROOT, '.data');
