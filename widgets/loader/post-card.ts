/**
 * The script of a post's card page (/embed/blog/{slug}): a module that imports the iframe embeds'
 * code (frames.ts, the file the loaders fetch) rather than the loader, which has no generator to
 * start there.
 */
import { framePostCard } from './frames';

framePostCard(window, document);
