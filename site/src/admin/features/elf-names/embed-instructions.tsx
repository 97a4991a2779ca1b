import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { elfNameEmbedCode } from '@core/embed-code';
import { WIDGET_LOADER } from '../../../app/paths';
import { useSiteSettings } from '../../../app/settings-context';
import { secondaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { useEmbeddedGenerators } from '../../../lib/use-embedded-generators';
import { AdminCard } from '../../components/admin-card';
import { FormField } from '../../components/form-field';
import { useSettledValue } from '../../components/use-settled-value';
import { EMBED_TEXT } from './elf-names-text';

/** Spec part 2 §9: copy feedback lasts 2 seconds. */
export const COPIED_MS = 2000;
/** Typing in the title settles before the preview widget is rebuilt. */
const PREVIEW_DELAY_MS = 300;

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    grid-template-columns: minmax(0, 1fr);
  }
  ul {
    padding-left: 1.2rem;
  }
  code {
    font-size: 0.9em;
  }
  .options {
    display: grid;
    gap: 0.75rem;
    margin: 1rem 0;
  }
  .check {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    font-weight: 600;
  }
  figure {
    margin: 0 0 1rem;
  }
  figcaption {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  pre {
    margin: 0 0 0.5rem;
    padding: 0.75rem;
    overflow-x: auto;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  button {
    ${secondaryButtonStyles}
  }
`;

function CodeBlock({ caption, code }: { caption: string; code: string }) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ title: EMBED_TEXT.copyFailed, variant: 'destructive' });
    }
  }

  return (
    <figure>
      <figcaption>{caption}</figcaption>
      <pre>
        <code>{code}</code>
      </pre>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={`${EMBED_TEXT.copy}: ${caption}`}
      >
        {copied ? EMBED_TEXT.copied : EMBED_TEXT.copy}
      </button>
    </figure>
  );
}

/**
 * Preview Tool: the embed code with its optional title and show_history parameters, and the real
 * widget (started by the site's widget loader) showing what that code gives.
 */
export function EmbedInstructions() {
  const { siteUrl } = useSiteSettings();
  const [title, setTitle] = useState('');
  const [showHistory, setShowHistory] = useState(true);
  const code = elfNameEmbedCode({ loaderUrl: `${siteUrl}${WIDGET_LOADER}`, title, showHistory });
  const settledTitle = useSettledValue(title.trim(), PREVIEW_DELAY_MS);
  useEmbeddedGenerators('data-elf-generator');

  return (
    <Layout>
      <AdminCard title={EMBED_TEXT.instructionsTitle}>
        <p>{EMBED_TEXT.instructions}</p>
        <ul>
          {EMBED_TEXT.params.map((param) => (
            <li key={param.name}>
              <code>{param.name}</code>: {param.text}
            </li>
          ))}
        </ul>
        <div className="options">
          <FormField label={EMBED_TEXT.titleField}>
            {(props) => (
              <input
                {...props}
                value={title}
                maxLength={100}
                placeholder="Elf Name Generator"
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </FormField>
          <label className="check">
            <input
              type="checkbox"
              checked={showHistory}
              onChange={(event) => setShowHistory(event.target.checked)}
            />
            {EMBED_TEXT.historyField}
          </label>
        </div>
        <CodeBlock caption={EMBED_TEXT.markupCaption} code={code.markup} />
        <CodeBlock caption={EMBED_TEXT.scriptCaption} code={code.script} />
      </AdminCard>
      <AdminCard title={EMBED_TEXT.previewTitle}>
        {/* A new element for new options: the loader gives it a widget started with them. */}
        <div
          key={`${settledTitle}|${showHistory}`}
          data-testid="elf-name-preview"
          data-elf-generator="elf-name"
          data-preview
          data-title={settledTitle || undefined}
          data-show-history={showHistory ? undefined : 'false'}
        />
      </AdminCard>
    </Layout>
  );
}
