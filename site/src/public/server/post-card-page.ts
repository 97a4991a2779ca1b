import {
  POST_CARD_FOOTER_HEIGHT,
  POST_CARD_LAYOUT,
  POST_CARD_MAX_WIDTH,
  POST_CARD_SIDE_BY_SIDE_MIN,
} from '@core/embed/post-card';
import { postPath } from '@core/posts/blog-paths';
import type { Post } from '@core/models';
import { postDescription } from '@core/site/seo';
import type { SiteSettings } from '@core/site/settings';
import { absoluteUrl, escapeHtml } from '../app/head';
import { POST_CARD_SCRIPT } from '@site/shared/app/paths';
import { theme } from '@site/shared/app/theme';
import { featuredImageOf } from '../components/featured-image';
import { POST_NOT_FOUND_TEXT, POST_NOT_FOUND_TITLE } from '../features/blog/post-not-found';
import { embedDocument } from './embed-document';

export const POST_CARD_TEXT = {
  /** The card's footer line (issue 36): where the card leads. */
  readOn: (productName: string) => `Read on ${productName}`,
} as const;

const { border, radius, padding, title, excerpt, footer, imageRatio } = POST_CARD_LAYOUT;
const { colors } = theme;

/** Text cut at `lines` lines, their room kept however short it is: the card's height stays. */
const clamped = (lines: number, lineHeight: number) =>
  `height:${lines * lineHeight}px;line-height:${lineHeight}px;overflow:hidden;overflow-wrap:anywhere;display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:${lines}`;

/**
 * The card's rules, written from its layout's figures (core/embed/post-card.ts), which also give
 * the frame's starting height. The page never scrolls: the frame is sized to it, and a scroll bar
 * would narrow the card and so change its height. The title's link covers the whole card (one
 * link: one Tab stop, one name for screen readers), as the blog's cards do.
 */
const CARD_STYLE = [
  '*,*::before,*::after{box-sizing:border-box}',
  'html{overflow:hidden}',
  `body{font-family:${theme.font};color:${colors.text}}`,
  `.card{position:relative;max-width:${POST_CARD_MAX_WIDTH}px;margin:0 auto;background:${colors.surface};border:${border}px solid ${colors.border};border-radius:${radius}px;overflow:hidden}`,
  `.media{position:relative;aspect-ratio:${imageRatio.width}/${imageRatio.height};background:${colors.border}}`,
  '.media img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}',
  `.text{padding:${padding.top}px ${padding.right}px ${padding.bottom}px ${padding.left}px}`,
  `.title{margin:0;font-size:${title.fontSize}px;font-weight:700;${clamped(title.lines, title.lineHeight)}}`,
  '.title a{color:inherit;text-decoration:none}',
  ".title a::after{content:'';position:absolute;inset:0;border-radius:inherit}",
  '.card:hover .title a{text-decoration:underline}',
  '.title a:focus-visible{outline:none}',
  `.title a:focus-visible::after{outline:3px solid #2563eb;outline-offset:-3px;border-radius:${radius}px}`,
  `.excerpt{margin:${POST_CARD_LAYOUT.titleGap}px 0 0;font-size:${excerpt.fontSize}px;color:${colors.muted};${clamped(excerpt.lines, excerpt.lineHeight)}}`,
  `.footer{display:flex;align-items:center;gap:8px;margin:${POST_CARD_LAYOUT.excerptGap}px 0 0;height:${POST_CARD_FOOTER_HEIGHT}px;padding-top:${footer.paddingTop}px;border-top:${footer.rule}px solid ${colors.border};font-size:${footer.fontSize}px;line-height:${footer.lineHeight}px;font-weight:600;color:${colors.primary};white-space:nowrap;overflow:hidden}`,
  '.footer img{flex:none}',
  `@media (min-width:${POST_CARD_SIDE_BY_SIDE_MIN}px){.card{display:grid;grid-template-columns:${POST_CARD_LAYOUT.sideImagePercent}% 1fr}.media{aspect-ratio:auto}}`,
].join('');

/** The picture's width on the page: the card's, or its share of the widest card beside the text. */
const IMAGE_SIZES = `(min-width: ${POST_CARD_SIDE_BY_SIDE_MIN}px) ${Math.round(
  (POST_CARD_MAX_WIDTH * POST_CARD_LAYOUT.sideImagePercent) / 100,
)}px, 100vw`;

const SCRIPT = `<script type="module" src="${POST_CARD_SCRIPT}"></script>`;

/**
 * A published post's card embed page (/embed/blog/{slug}): its picture, title, excerpt and a
 * "Read on …" line, alone on a transparent page, all one link to the post that opens a new tab
 * (in a frame sandboxed by its host, the script asks the host to open it instead). Its height
 * depends on its width alone (core/embed/post-card.ts); the script reports it to the frame.
 */
export function renderPostCardPage(post: Post, settings: SiteSettings): string {
  const image = featuredImageOf(post);
  const summary = post.excerpt.trim() || postDescription(post);
  const attribute = (name: string, value: string | undefined) =>
    value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
  return embedDocument({
    title: `${post.title} | ${settings.productName}`,
    head: `<link rel="canonical" href="${escapeHtml(absoluteUrl(settings, postPath(post.slug)))}">`,
    style: CARD_STYLE,
    body: [
      '<article class="card">',
      `<div class="media"><img${attribute('src', image.src)}${attribute('alt', image.alt)}${attribute('srcset', image.srcSet)}${attribute('sizes', image.srcSet && IMAGE_SIZES)} width="640" height="360" decoding="async"></div>`,
      '<div class="text">',
      `<h1 class="title"><a href="${escapeHtml(postPath(post.slug))}" target="_blank" rel="noopener">${escapeHtml(post.title)}</a></h1>`,
      `<p class="excerpt">${escapeHtml(summary)}</p>`,
      `<p class="footer"><img src="/favicon.png" alt="" width="${footer.iconSize}" height="${footer.iconSize}">${escapeHtml(POST_CARD_TEXT.readOn(settings.productName))}</p>`,
      '</div>',
      '</article>',
      SCRIPT,
    ],
  });
}

/**
 * The card page of a slug with no published post (a draft, a scheduled post, one deleted or
 * renamed since it was embedded): the blog's words for it, small, and sized to its frame too.
 */
export function renderPostCardNotFound(settings: SiteSettings): string {
  return embedDocument({
    title: `${POST_NOT_FOUND_TITLE} | ${settings.productName}`,
    style: CARD_STYLE,
    body: [
      '<article class="card">',
      '<div class="text">',
      `<h1 class="title">${escapeHtml(POST_NOT_FOUND_TITLE)}</h1>`,
      `<p class="excerpt">${escapeHtml(POST_NOT_FOUND_TEXT)}</p>`,
      '</div>',
      '</article>',
      SCRIPT,
    ],
  });
}
