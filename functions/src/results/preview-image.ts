import type { ReactElement } from 'react';
import { RESULT_IMAGE_SIZES, type ResultImageVariant } from '@core/results/result-pages';
import type { ResultImageCard } from '@core/results/result-images';
import { fitText, type TextBox } from '@core/lib/text-fit';
import { previewFonts } from './preview-fonts';

/**
 * The preview image of a result (issue 40): satori lays the card out as SVG, its text drawn as
 * paths from the fonts shipped with the functions (preview-fonts.ts), and sharp turns it into a
 * PNG. No system font, no network: the same card renders the same bytes anywhere. satori, sharp
 * and the fonts load with the first render, never with the function.
 */

/** The site's festive colours (site/src/shared/app/theme.ts, the widgets' christmas theme). */
const COLOURS = {
  red: '#b91c1c',
  green: '#166534',
  darkGreen: '#14532d',
  gold: '#ca8a04',
  cream: '#fffdf8',
  muted: '#52606d',
  white: '#ffffff',
} as const;

interface Layout {
  /** The red frame around the card. */
  frame: number;
  padding: number;
  align: 'flex-start' | 'center';
  lights: number;
  label: number;
  title: Omit<TextBox, 'widthPx'>;
  detail: number;
  /** Lines each detail may take. */
  detailLines: number;
  product: number;
  host: number;
}

const LAYOUTS: Record<ResultImageVariant, Layout> = {
  og: {
    frame: 30,
    padding: 52,
    align: 'flex-start',
    lights: 15,
    label: 26,
    title: { heightPx: 236, sizes: [88, 76, 66, 58, 50], lineHeight: 1.15 },
    detail: 30,
    detailLines: 1,
    product: 40,
    host: 26,
  },
  pin: {
    frame: 40,
    padding: 64,
    align: 'center',
    lights: 12,
    label: 36,
    title: { heightPx: 760, sizes: [120, 104, 92, 80, 68], lineHeight: 1.15 },
    detail: 40,
    detailLines: 2,
    product: 60,
    host: 34,
  },
};

const DETAIL_LINE_HEIGHT = 1.3;

type Style = Record<string, string | number>;

/** An element as satori reads it (React's shape, without React). */
const box = (style: Style, children: (ReactElement | string)[] | string = []): ReactElement => ({
  type: 'div',
  key: null,
  props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children },
});

/** One line of text that can never spill out of its box: the fitting is an estimate. */
const line = (text: string, style: Style) =>
  box({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', ...style }, text);

/** A string of fairy lights along the top of the card. */
const lights = (count: number, size: number) =>
  box(
    { justifyContent: 'space-between', width: '100%' },
    Array.from({ length: count }, (_, i) =>
      box({
        width: size,
        height: size * 1.3,
        borderRadius: size,
        backgroundColor: [COLOURS.red, COLOURS.gold, COLOURS.green][i % 3]!,
      }),
    ),
  );

function cardElement(card: ResultImageCard, variant: ResultImageVariant): ReactElement {
  const { width, height } = RESULT_IMAGE_SIZES[variant];
  const layout = LAYOUTS[variant];
  const innerWidth = width - 2 * (layout.frame + layout.padding);
  const title = fitText(card.title, { widthPx: innerWidth, ...layout.title });
  const details = card.details.map((detail) =>
    fitText(detail, {
      widthPx: innerWidth,
      heightPx: layout.detail * DETAIL_LINE_HEIGHT * layout.detailLines,
      sizes: [layout.detail],
      lineHeight: DETAIL_LINE_HEIGHT,
    }),
  );
  const textAlign = layout.align === 'center' ? 'center' : 'left';
  return box(
    { width, height, padding: layout.frame, backgroundColor: COLOURS.red, fontFamily: 'Body' },
    [
      box(
        {
          flexDirection: 'column',
          justifyContent: 'space-between',
          alignItems: layout.align,
          flexGrow: 1,
          padding: layout.padding,
          paddingTop: layout.padding * 0.6,
          backgroundColor: COLOURS.cream,
          borderRadius: layout.frame,
        },
        [
          lights(layout.lights, layout.label * 0.6),
          box(
            {
              flexDirection: 'column',
              justifyContent: 'center',
              alignItems: layout.align,
              flexGrow: 1,
              width: '100%',
            },
            [
              box(
                {
                  maxWidth: '100%',
                  backgroundColor: COLOURS.green,
                  borderRadius: layout.label,
                  padding: `${layout.label * 0.3}px ${layout.label * 0.8}px`,
                  marginBottom: layout.label * 0.7,
                },
                [
                  line(card.kindLabel, {
                    fontSize: layout.label,
                    fontWeight: 800,
                    color: COLOURS.white,
                  }),
                ],
              ),
              ...title.lines.map((words) =>
                line(words, {
                  textAlign,
                  maxWidth: '100%',
                  fontFamily: 'Heading',
                  fontSize: title.fontSize,
                  lineHeight: layout.title.lineHeight,
                  color: COLOURS.darkGreen,
                }),
              ),
              box(
                {
                  flexDirection: 'column',
                  alignItems: layout.align,
                  width: '100%',
                  marginTop: layout.detail * 0.5,
                },
                details.flatMap((detail) =>
                  detail.lines.map((words) =>
                    line(words, {
                      textAlign,
                      maxWidth: '100%',
                      fontSize: detail.fontSize,
                      fontWeight: 700,
                      lineHeight: DETAIL_LINE_HEIGHT,
                      color: COLOURS.muted,
                    }),
                  ),
                ),
              ),
            ],
          ),
          box(
            {
              flexDirection: layout.align === 'center' ? 'column' : 'row',
              justifyContent: 'space-between',
              alignItems: layout.align === 'center' ? 'center' : 'flex-end',
              width: '100%',
              borderTop: `3px dashed ${COLOURS.red}`,
              paddingTop: layout.host * 0.6,
            },
            [
              line(card.productName, {
                maxWidth: '100%',
                fontFamily: 'Heading',
                fontSize: layout.product,
                color: COLOURS.red,
              }),
              line(card.siteHost, {
                maxWidth: '100%',
                fontSize: layout.host,
                fontWeight: 700,
                color: COLOURS.muted,
              }),
            ],
          ),
        ],
      ),
    ],
  );
}

/** The card as a PNG of the variant's size (RESULT_IMAGE_SIZES). */
export async function renderResultImage(
  card: ResultImageCard,
  variant: ResultImageVariant,
): Promise<Buffer> {
  const [{ default: satori }, { default: sharp }, loadedFonts] = await Promise.all([
    import('satori'),
    import('sharp'),
    previewFonts(),
  ]);
  const { width, height } = RESULT_IMAGE_SIZES[variant];
  const svg = await satori(cardElement(card, variant), { width, height, fonts: loadedFonts });
  // Each card is drawn once: libvips' operation cache would only hold memory.
  sharp.cache(false);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
