/**
 * The image library (spec part 2 §2 "Image Repository", §5 "Image import", §7 image-proxy, §8
 * "Images and files"): every stored image, whatever put it there, with where posts use it.
 */
import { decodeAttribute, escapeAttribute } from '../lib/html-attribute';
import { mediaBlobPath } from './media-url';

/** Spec part 2 §8 and §5, verbatim. */
export const IMAGE_LIBRARY_TEXT = {
  blogTitleRequired: 'Blog title required',
  blogTitleRequiredText: 'Please enter a blog title for these images',
  infoRequired: 'Image information required',
  infoRequiredText: 'Please enter the image URLs, alt text, and titles',
  noValidImages: 'No valid images found',
  noValidImagesText: 'Please check the format of your image information',
  processing: (done: number, total: number) => `Processing images: ${done} of ${total} complete`,
  proxyErrorTitle: 'Image Proxy Error',
  processingError: 'Error processing image',
  processingErrorText: (url: string, message: string) => `Failed to process ${url}: ${message}`,
  imported: 'Images imported successfully',
  importedText: (count: number, total: number) =>
    `${count} of ${total} ${total === 1 ? 'image was' : 'images were'} imported`,
  importFailed: 'Error importing images',
  fetchFailed: 'Error fetching images',
  copied: 'HTML copied to clipboard',
  copyFailed: 'Failed to copy HTML',
  accessDenied: 'Access denied',
  accessDeniedText: 'Please login to access the image repository',
  authErrorTitle: 'Authentication Error',
  deleted: 'Image deleted',
  deleteFailed: 'Delete failed',
} as const;

/** Spec part 2 §4 and §9: the repository's copy button says 'Copied' for 3 s. */
export const COPIED_FEEDBACK_MS = 3000;
/** Spec part 2 §6 and §9: the wait before a visitor without access goes to login. */
export const ACCESS_REDIRECT_MS = 100;

/** Limits of the image proxy: what it fetches and how long it waits. */
export const IMAGE_PROXY_LIMITS = {
  /** The editor's upload limit (spec part 1 §9: 5 MB). */
  maxBytes: 5_242_880,
  timeoutMs: 10_000,
  maxRedirects: 3,
} as const;

/** One image of the import block. */
export interface ImageInfo {
  url: string;
  alt: string;
  title: string;
}

const FIELD = /^\s*(url|alt text|title)\s*:(.*)$/i;

/**
 * Spec part 2 §5: a line starting 'url:' begins a new image, and the lines 'alt text:' and
 * 'title:' after it complete it. Other lines, and 'alt text:' or 'title:' before any 'url:', are
 * ignored; an image with an empty URL is dropped.
 */
export function parseImageInfo(text: string): ImageInfo[] {
  const images: ImageInfo[] = [];
  let current: ImageInfo | null = null;
  for (const line of text.split(/\r?\n/)) {
    const match = FIELD.exec(line);
    if (!match) continue;
    const key = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (key === 'url') {
      current = { url: value, alt: '', title: '' };
      images.push(current);
    } else if (current) {
      if (key === 'alt text') current.alt = value;
      else current.title = value;
    }
  }
  return images.filter((image) => image.url !== '');
}

/** Spec part 2 §2 and §9: the gallery's Copy HTML snippet, ready to paste into a post. */
export function imageHtmlSnippet(image: { url: string; alt: string; title: string }): string {
  const title = image.title ? ` title="${escapeAttribute(image.title)}"` : '';
  return `<img src="${escapeAttribute(image.url)}" alt="${escapeAttribute(image.alt)}"${title} class="blog-inline-image" style="max-width: 70%; height: auto;" />`;
}

/** A smaller copy of a stored image, for srcset. */
export interface ImageVariant {
  width: number;
  url: string;
  path: string;
}

/** Where one post uses an image. */
export interface ImageUse {
  postId: string;
  title: string;
  slug: string;
  featured: boolean;
  inline: boolean;
  /** Alt text the post gives the image (featured: the post's featured alt); '' when none. */
  alt: string;
}

/** Why an image in use is not deleted (409), naming the posts that use it. */
export const imageInUseMessage = (uses: readonly Pick<ImageUse, 'title' | 'slug'>[]): string =>
  `This image is used by ${uses.map((use) => `"${use.title || use.slug}"`).join(', ')}. Remove it from ${uses.length === 1 ? 'that post' : 'those posts'} before deleting it.`;

export const IMAGE_SOURCES = ['upload', 'import', 'seed'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];

/** images/{id}: one stored image (written by functions only). */
export interface LibraryImage {
  id: string;
  path: string;
  url: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  /** SHA-256 of the stored bytes: two images with the same hash are duplicates. */
  sha256: string;
  source: ImageSource;
  /** The import's blog title (spec: blog_title); null for uploads. */
  blogTitle: string | null;
  /** Where an imported image came from (spec: original_url). */
  originalUrl: string | null;
  alt: string;
  title: string;
  uploadedBy: string | null;
  createdAt: string;
  variants: ImageVariant[];
  usedBy: ImageUse[];
}

/** POST /api/image-proxy's answer: the stored image (its URL first, as the upload answers). */
export interface ImageProxyResponse {
  url: string;
  path: string;
  contentType: string;
  size: number;
  image: LibraryImage;
}

/** Widths the server makes of every stored image (only those narrower than the image). */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

export const IMAGE_FILTERS = ['all', 'unused', 'missing-alt', 'duplicates'] as const;
export type ImageFilter = (typeof IMAGE_FILTERS)[number];

export const IMAGE_FILTER_LABELS: Record<ImageFilter, string> = {
  all: 'All images',
  unused: 'Unused',
  'missing-alt': 'Missing alt text',
  duplicates: 'Duplicates',
};

/**
 * How many of an image's places have alt text: the library's own alt, and each post that uses it
 * (a featured image takes the post's featured alt, an inline image the alt written in the post).
 */
export function altCoverage(image: Pick<LibraryImage, 'alt' | 'usedBy'>): {
  described: number;
  places: number;
} {
  const places = image.usedBy.length === 0 ? 1 : image.usedBy.length;
  const described =
    image.usedBy.length === 0
      ? image.alt.trim()
        ? 1
        : 0
      : image.usedBy.filter((use) => use.alt.trim() !== '').length;
  return { described, places };
}

/** The ids of images whose bytes another stored image has too (same SHA-256). */
export function duplicateIds(images: Pick<LibraryImage, 'id' | 'sha256'>[]): Set<string> {
  const byHash = new Map<string, string[]>();
  for (const image of images) {
    if (!image.sha256) continue;
    byHash.set(image.sha256, [...(byHash.get(image.sha256) ?? []), image.id]);
  }
  return new Set([...byHash.values()].filter((ids) => ids.length > 1).flat());
}

/** The gallery's view: the filter, then the search (title, alt, blog title, file, post titles). */
export function filterImages(
  images: LibraryImage[],
  filter: ImageFilter,
  search: string,
): LibraryImage[] {
  const duplicates = filter === 'duplicates' ? duplicateIds(images) : null;
  const needle = search.trim().toLowerCase();
  return images.filter((image) => {
    if (filter === 'unused' && image.usedBy.length > 0) return false;
    if (filter === 'missing-alt') {
      const { described, places } = altCoverage(image);
      if (described === places) return false;
    }
    if (duplicates && !duplicates.has(image.id)) return false;
    if (!needle) return true;
    return [
      image.title,
      image.alt,
      image.blogTitle ?? '',
      image.path,
      image.originalUrl ?? '',
      ...image.usedBy.map((use) => use.title),
    ].some((field) => field.toLowerCase().includes(needle));
  });
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (!match) return null;
  return decodeAttribute(match[2] ?? match[3] ?? match[4] ?? '');
}

/** How one post uses one image URL. */
export type PostImageUse = Pick<ImageUse, 'featured' | 'inline' | 'alt'>;

/**
 * Every image URL a post shows, keyed by URL: its featured image (with the post's featured alt)
 * and each <img> of its body (with the alt written there). An image used both ways is one entry;
 * the featured alt wins, since that is the one a missing alt would matter for first.
 */
export function imagesOfPost(post: {
  featuredImage: string | null;
  content: string;
  metadata?: { featuredImageAlt?: string };
}): Map<string, PostImageUse> {
  const uses = new Map<string, PostImageUse>();
  for (const tag of post.content.match(/<img\b[^>]*>/gi) ?? []) {
    const src = attribute(tag, 'src');
    if (!src) continue;
    const previous = uses.get(src);
    const alt = attribute(tag, 'alt') ?? '';
    uses.set(src, { featured: false, inline: true, alt: previous?.alt || alt });
  }
  if (post.featuredImage) {
    const previous = uses.get(post.featuredImage);
    uses.set(post.featuredImage, {
      featured: true,
      inline: previous?.inline ?? false,
      alt: post.metadata?.featuredImageAlt?.trim() || previous?.alt || '',
    });
  }
  return uses;
}

/**
 * How the library finds the records of the image addresses a post shows: our own media by the
 * stored file (`path`: records kept before paths held the host of their upload in `url`), any
 * other address by `url`. `addressOf` says which of the addresses a record found stands for.
 */
export function libraryLookup(addresses: Iterable<string>, siteUrl: string) {
  const byPath = new Map<string, string>();
  const urls = new Set<string>();
  for (const address of addresses) {
    const path = mediaBlobPath(address, siteUrl);
    if (path === null) urls.add(address);
    else byPath.set(path, address);
  }
  return {
    paths: [...byPath.keys()],
    urls: [...urls],
    addressOf: (record: { path: unknown; url: unknown }): string | undefined =>
      (typeof record.path === 'string' ? byPath.get(record.path) : undefined) ??
      (typeof record.url === 'string' && urls.has(record.url) ? record.url : undefined),
  };
}

/** srcset of a stored image: its smaller widths, then the original as the widest. */
export function imageSrcSet(image: Pick<LibraryImage, 'url' | 'width' | 'variants'>): string {
  return [
    ...image.variants.map((v) => `${v.url} ${v.width}w`),
    `${image.url} ${image.width}w`,
  ].join(', ');
}

/** `sizes` of an image in a post's body: at most 70% of the text column (post-body styles). */
export const POST_BODY_IMAGE_SIZES = '(max-width: 768px) 70vw, 560px';

/** What the library knows of one stored image, for the <img> tags that show it. */
export interface KnownImage {
  width: number;
  height: number;
  /** Absent when the image has no smaller widths. */
  srcSet?: string;
}

const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=`, 'i').test(tag);

/**
 * A post body's <img> tags made ready for the page: a stored image's width and height (the browser
 * reserves its box before the file arrives, so nothing below it moves), its srcset and sizes when
 * it has smaller widths (a phone downloads a phone-sized file), and lazy loading with async
 * decoding for every one: the featured image above the body is what a reader sees first, so body
 * images never compete with it. What the author wrote wins. Runs on sanitized HTML (attributes
 * double-quoted).
 */
export function withImageAttributes(html: string, known: ReadonlyMap<string, KnownImage>): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const src = attribute(tag, 'src');
    const image = src ? known.get(src) : undefined;
    const added: string[] = [];
    if (
      image &&
      image.width > 0 &&
      image.height > 0 &&
      !hasAttribute(tag, 'width') &&
      !hasAttribute(tag, 'height')
    ) {
      added.push(`width="${image.width}" height="${image.height}"`);
    }
    if (image?.srcSet && !hasAttribute(tag, 'srcset')) {
      added.push(`srcset="${escapeAttribute(image.srcSet)}" sizes="${POST_BODY_IMAGE_SIZES}"`);
    }
    if (!hasAttribute(tag, 'loading')) added.push('loading="lazy"');
    if (!hasAttribute(tag, 'decoding')) added.push('decoding="async"');
    return added.length === 0 ? tag : tag.replace(/^<img\b/i, `<img ${added.join(' ')}`);
  });
}
