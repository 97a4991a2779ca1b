import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import type { EmbedKind } from '@core/embed/embed-kinds';
import { embedThemes, embedSnippets } from '@core/embed/embed-snippets';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { CopyCode } from '@site/shared/components/copy-code';
import { fieldStyles, stackedLabelStyles } from '@site/shared/components/form-styles';
import { useSettledValue } from '@site/shared/lib/use-settled-value';
import { GENERATORS_TEXT } from './generator-text';

/** Typing in the title settles before the preview widget is rebuilt. */
const PREVIEW_DELAY_MS = 300;
/** Elf name titles are headings: the admin's field takes as many characters. */
const TITLE_MAX = 100;

/**
 * Wide: the options with the codes under them, the preview beside both. Narrow: one column in the
 * order a phone's user needs them, the preview right under the options it shows, then the codes.
 */
const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  /* The preview's height beyond the options' goes to the codes' row, not between the two. */
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'options preview'
    'codes preview';
  align-items: start;
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas: 'options' 'preview' 'codes';
  }
  .options {
    grid-area: options;
    display: grid;
    gap: 0.9rem;
  }
  .preview {
    grid-area: preview;
  }
  .codes {
    grid-area: codes;
  }
  label.field {
    ${stackedLabelStyles}
  }
  label.field,
  select,
  input[type='text'] {
    min-width: 0;
  }
  select,
  input[type='text'] {
    ${fieldStyles}
    width: 100%;
    max-width: 24rem;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  .check {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    font-weight: 600;
  }
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1.05rem;
  }
`;

/** A page's origin does not change while it is open. */
const subscribeToNothing = () => () => {};

export interface EmbedBuilderProps {
  kind: EmbedKind;
  /** The origin the page was served from, as the server saw it. */
  origin: string;
}

/**
 * "Put this on your site": the generator's options (theme; for elf names the title and history),
 * the widget as they make it, and the four codes that embed it (the link first: it works where
 * writers may paste no code), built from this page's origin.
 */
export function EmbedBuilder({ kind, origin: servedOrigin }: EmbedBuilderProps) {
  const { brandThemeKey, productName } = useSiteSettings();
  // The browser knows best where it is; the server's view serves the server's HTML and hydration.
  const origin = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.origin,
    () => servedOrigin,
  );
  const [theme, setTheme] = useState(embedThemes(kind)[0]!);
  const [title, setTitle] = useState('');
  const [showHistory, setShowHistory] = useState(true);
  const elfName = kind === 'elf-name';
  const options = elfName ? { theme, title, showHistory } : { theme };
  const snippets = embedSnippets(origin, kind, options);
  const settledTitle = useSettledValue(title.trim(), PREVIEW_DELAY_MS);

  // An embed names the brand theme by its configured key (SITE_BRAND_THEME_KEY).
  const themeChoices = embedThemes(kind).map((key) =>
    key === 'brand'
      ? { value: brandThemeKey, label: productName }
      : { value: key, label: GENERATORS_TEXT.themeNames[key] ?? key },
  );

  return (
    <Layout>
      <div className="options">
        <label className="field">
          {GENERATORS_TEXT.theme}
          <select value={theme} onChange={(event) => setTheme(event.target.value)}>
            {themeChoices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        {elfName && (
          <>
            <label className="field">
              {GENERATORS_TEXT.title}
              <input
                type="text"
                value={title}
                maxLength={TITLE_MAX}
                placeholder={GENERATORS_TEXT.titlePlaceholder}
                onChange={(event) => setTitle(event.target.value)}
              />
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={showHistory}
                onChange={(event) => setShowHistory(event.target.checked)}
              />
              {GENERATORS_TEXT.showHistory}
            </label>
          </>
        )}
      </div>
      <section className="preview">
        <h3>{GENERATORS_TEXT.preview}</h3>
        {/* A new element for new options: the widget loader starts a widget with them. A preview
            reports no use, so trying themes counts nothing in the analytics. The widget is the
            region named Preview (a second region of the generator's name would be the page's). */}
        <div
          key={`${theme}|${settledTitle}|${showHistory}`}
          data-testid="embed-preview"
          data-elf-generator={kind}
          data-theme={theme}
          data-title={elfName ? settledTitle || undefined : undefined}
          data-show-history={elfName && !showHistory ? 'false' : undefined}
          data-preview
        />
      </section>
      <div className="codes">
        <CopyCode
          caption={GENERATORS_TEXT.linkCaption}
          note={GENERATORS_TEXT.linkNote}
          code={snippets.link}
        />
        <CopyCode caption={GENERATORS_TEXT.scriptCaption} code={snippets.script} />
        <CopyCode caption={GENERATORS_TEXT.elementCaption} code={snippets.element} />
        <CopyCode caption={GENERATORS_TEXT.iframeCaption} code={snippets.iframe} />
      </div>
    </Layout>
  );
}
