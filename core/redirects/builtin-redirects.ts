import { postPath } from '../posts/blog-paths';
import type { StoredStatusCode } from './redirect-schema';

export interface BuiltinRedirect {
  sourcePath: string;
  targetPath: string;
  statusCode: StoredStatusCode;
}

/** Articles of the old site, moved under /blog with the same slug (spec part 2 §9). */
const ARTICLE_SLUGS = [
  'elf-on-the-shelf-ideas',
  'easy-elf-arrival-ideas',
  'elf-goodbye-letter-ideas',
  'funny-elf-ideas-for-toddlers',
  'elf-ideas-for-busy-parents',
  'last-minute-elf-ideas',
  'elf-name-ideas',
  'elf-craft-ideas-for-kids',
  'elf-breakfast-ideas',
  'elf-scene-setups',
  'elf-letter-templates',
  'elf-return-letter',
  'elf-apology-letter',
  'elf-warning-letter',
  'elf-kindness-challenges',
  'elf-advent-calendar-ideas',
  'elf-hide-and-seek-tips',
  'what-to-do-if-someone-touches-the-elf',
  'elf-traditions-around-the-world',
  'history-of-the-christmas-elf',
  'elf-magic-explained-to-kids',
  'elf-props-you-can-make',
  'elf-snow-angel-scene',
  'elf-baking-cookies-scene',
  'elf-zipline-adventure',
  'elf-movie-night',
  'elf-north-pole-mail',
  'elf-reindeer-food-recipe',
  'hot-cocoa-bar-for-elves',
  'elf-christmas-eve-farewell',
  'elf-ideas-for-older-kids',
  'elf-classroom-ideas',
  'elf-tradition-printables',
];

export const BUILTIN_ARTICLE_REDIRECTS: BuiltinRedirect[] = [
  ...ARTICLE_SLUGS.map((slug) => ({
    sourcePath: `/articles/${slug}`,
    targetPath: postPath(slug),
    statusCode: 301 as const,
  })),
  { sourcePath: '/images/placeholder-elf', targetPath: '/404', statusCode: 404 },
  { sourcePath: '/images/placeholder-letter', targetPath: '/404', statusCode: 404 },
];
