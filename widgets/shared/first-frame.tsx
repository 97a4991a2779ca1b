import { renderToString } from 'preact-render-to-string';
import { ServerStyleSheet } from 'styled-components';
import {
  dataStamp,
  FIRST_FRAME_ATTRIBUTE,
  FIRST_FRAME_DATA_ATTRIBUTE,
  FIRST_FRAME_WAITING,
} from '@core/generators/generator-embeds';
import type { EmbedMethod } from '@core/generators/tool-pages';
import { requestedTheme, type GeneratorDefinition, type WidgetOptions } from './define-generator';
import { HOST_CSS } from './shadow-styles';
import { AUTO_THEME } from '@core/embed/generator-themes';
import { resolveTheme } from './themes';

export interface FirstFrameInput<T, S> {
  /** What the generator's data route answers, as the widget will read it. */
  data: T;
  /** What its settings route answers; undefined for a generator without settings. */
  settings: S;
  /** The theme the markup names (data-theme), if any. */
  theme?: string;
  options: WidgetOptions;
  method: EmbedMethod;
  /** A preview (data-preview): its region is named as one from the first byte, as once live. */
  preview?: boolean;
}

/**
 * Until the widget's code can answer (define-generator.tsx), a pointer goes through the frame to
 * the element, which holds a tap and gives it again once the widget answers (when-touched.ts),
 * rather than let it vanish into a button that looks ready.
 */
const WAITING_CSS = `[${FIRST_FRAME_ATTRIBUTE}="${FIRST_FRAME_WAITING}"]{pointer-events:none}`;

/**
 * A generator's first frame as HTML, for the server to put in the element that embeds it: a
 * declarative shadow root holding the styles styled-components extracts and the markup the widget
 * renders with this data on a first visit, which the widget later hydrates (define-generator.tsx).
 * Null for the 'auto' theme (only the visitor's browser knows its colour scheme) and for data the
 * generator does not render on the server (renderedOnServer).
 */
export function renderFirstFrame<T, S>(
  definition: GeneratorDefinition<T, S>,
  input: FirstFrameInput<T, S>,
): string | null {
  const requested = requestedTheme(definition, input.theme, input.settings);
  if (requested === AUTO_THEME || definition.renderedOnServer?.(input.data) === false) return null;
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <>
          {definition.render({
            theme: resolveTheme(definition.themes, requested),
            // Only shapes what renders: no effect runs on the server, so nothing is reported.
            instance: {
              tool: definition.tool,
              instanceId: '',
              postId: null,
              method: input.method,
              preview: input.preview,
            },
            data: { status: 'ready', data: input.data },
            settings: input.settings,
            options: input.options,
          })}
        </>,
      ),
    );
    return (
      '<template shadowrootmode="open">' +
      `<style>${HOST_CSS}${WAITING_CSS}</style>${sheet.getStyleTags()}` +
      `<div ${FIRST_FRAME_ATTRIBUTE}="${FIRST_FRAME_WAITING}" ${FIRST_FRAME_DATA_ATTRIBUTE}="${dataStamp({ data: input.data, settings: input.settings })}">${markup}</div>` +
      '</template>'
    );
  } finally {
    sheet.seal();
  }
}
