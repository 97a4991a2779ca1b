import { useState } from 'react';
import styled from 'styled-components';
import { elfNameInitSnippet, embedSnippets } from '@core/embed/embed-snippets';
import { CopyCode } from '@site/shared/components/copy-code';
import { useEmbeddedGenerators } from '@site/shared/lib/use-embedded-generators';
import { AdminCard } from '@site/admin/components/admin-card';
import { FormField } from '@site/admin/components/form-field';
import { useSettledValue } from '@site/shared/lib/use-settled-value';
import { EMBED_TEXT } from './elf-names-text';

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
`;

/**
 * Preview Tool: the embed code with its optional title and show_history parameters, and the real
 * widget (started by the site's widget loader) showing what that code gives.
 */
export function EmbedInstructions() {
  const [title, setTitle] = useState('');
  const [showHistory, setShowHistory] = useState(true);
  // The origin this admin is served from: the code works as pasted, locally as in production.
  const origin = window.location.origin;
  const markup = embedSnippets(origin, 'elf-name', { title, showHistory }).script;
  const script = elfNameInitSnippet(origin, { title, showHistory });
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
        <CopyCode caption={EMBED_TEXT.markupCaption} code={markup} />
        <CopyCode caption={EMBED_TEXT.scriptCaption} code={script} />
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
