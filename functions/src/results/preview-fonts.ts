import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Font } from 'satori';

/**
 * The preview images' fonts, shipped with the functions (OFL, latin subset: the licences are
 * beside them): Berkshire Swash for headings, Nunito for the rest. They sit beside this module in
 * the sources and beside index.cjs in the bundle (scripts/build.ts copies them), found the same
 * way from either.
 */
export const FONTS_FOLDER = 'fonts';
export const FONT_FILES = [
  { name: 'Heading', weight: 400, file: 'berkshire-swash-latin-400-normal.woff' },
  { name: 'Body', weight: 700, file: 'nunito-latin-700-normal.woff' },
  { name: 'Body', weight: 800, file: 'nunito-latin-800-normal.woff' },
] as const;

let fonts: Promise<Font[]> | undefined;

/** Read with the first render, then kept: 60 KB in all. */
export function previewFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await readFile(join(__dirname, FONTS_FOLDER, file)),
    })),
  ).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}
