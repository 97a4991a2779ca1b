/**
 * The layout of a post's card embed page (/embed/blog/{slug}), in CSS pixels: the page's styles
 * are written from these figures (site/src/public/server/post-card-page.ts), and so is the card's height
 * at a given width, which an oEmbed answer gives its frame to start with. Every box has a fixed
 * height: the title and excerpt keep the room of their lines however short they are (and are cut
 * at that many), and the picture's box has a fixed shape, so the height depends on the width
 * alone and nothing moves when the picture arrives.
 */
import { EMBED_FRAME_MAX_WIDTH } from './embed-page';

/** The widest the card gets; a wider frame centres it. */
export const POST_CARD_MAX_WIDTH = EMBED_FRAME_MAX_WIDTH;

/** From this frame width the picture sits beside the text; narrower, it sits above it. */
export const POST_CARD_SIDE_BY_SIDE_MIN = 480;

export const POST_CARD_LAYOUT = {
  border: 1,
  radius: 12,
  padding: { top: 20, right: 20, bottom: 18, left: 20 },
  title: { fontSize: 18, lineHeight: 24, lines: 2 },
  /** Between the title and the excerpt. */
  titleGap: 8,
  excerpt: { fontSize: 15, lineHeight: 22, lines: 3 },
  /** Between the excerpt and the footer's rule. */
  excerptGap: 14,
  /** The "Read on …" line, under a rule. */
  footer: { rule: 1, paddingTop: 10, fontSize: 14, lineHeight: 20, iconSize: 16 },
  /** Above the text: the picture's box, as the site's post cards show it (16:9). */
  imageRatio: { width: 16, height: 9 },
  /** Beside the text: the share of the card's width the picture takes, as a percentage. */
  sideImagePercent: 40,
} as const;

const { padding, title, excerpt, footer, border, imageRatio } = POST_CARD_LAYOUT;

/** The footer's height: its rule, the space under it and its line. */
export const POST_CARD_FOOTER_HEIGHT = footer.rule + footer.paddingTop + footer.lineHeight;

/** The text block's height: the same at every width. */
export const POST_CARD_TEXT_HEIGHT =
  padding.top +
  title.lineHeight * title.lines +
  POST_CARD_LAYOUT.titleGap +
  excerpt.lineHeight * excerpt.lines +
  POST_CARD_LAYOUT.excerptGap +
  POST_CARD_FOOTER_HEIGHT +
  padding.bottom;

/**
 * The card page's height in a frame `width` pixels wide, rounded up as the frame reports it:
 * beside the text the picture takes the text's height; above it, the card's inner width at 16:9.
 */
export function postCardHeight(width: number): number {
  const cardWidth = Math.min(width, POST_CARD_MAX_WIDTH);
  const borders = 2 * border;
  if (cardWidth >= POST_CARD_SIDE_BY_SIDE_MIN) return borders + POST_CARD_TEXT_HEIGHT;
  const image = ((cardWidth - borders) * imageRatio.height) / imageRatio.width;
  return Math.ceil(borders + image + POST_CARD_TEXT_HEIGHT);
}
