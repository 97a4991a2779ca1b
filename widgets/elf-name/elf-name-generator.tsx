import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  addToHistory,
  composeElfName,
  formatElfName,
  type NameMode,
  type NameParts,
} from '@core/generators/elf-name';
import type { GeneratedElfName } from '@core/models';
import type { Random } from '@core/lib/random';
import { elfNameShare } from '@core/results/result-shares';
import { isResultKey } from '@core/results/result-sharing';
import { readLocal, writeLocal } from '../shared/local-store';
import { RESULT_LINKS_TEXT, ResultLinks } from '../shared/result-links';
import { CopyByHandField } from '../shared/copy-by-hand';
import type { LoadState } from '../shared/remote-data';
import type { WidgetTheme } from '../shared/themes';
import { Button, Card, CopiedStatus, Loading, Message, Muted, Row, WidgetRoot } from '../shared/ui';
import { trackUsage, type WidgetInstance } from '../shared/usage';
import { COPIED, useCopy } from '../shared/use-copy';

export const GENERATING_MS = 800;
export const HISTORY_KEY = 'elfWidgets:elfNameHistory';
export const ELF_NAME_TEXT = {
  title: 'Elf Name Generator',
  generate: 'Generate',
  generating: 'Generating...',
  loadError: 'Failed to load name components',
  empty: 'No name parts available yet.',
  nameToCopy: 'Elf name to copy',
} as const;

const NameResult = styled.p`
  font-size: 1.8em;
  font-weight: 700;
  color: var(--ew-primary);
  margin: 0.2em 0 0.4em;
`;

const Fieldset = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 8px;
  display: flex;
  gap: 16px;
  flex-wrap: wrap;
  label {
    display: inline-flex;
    gap: 6px;
    align-items: center;
    cursor: pointer;
  }
`;

const History = styled.ol`
  padding-left: 1.2em;
  color: var(--ew-muted);
`;

export interface ElfNameGeneratorProps {
  theme: WidgetTheme;
  instance: WidgetInstance;
  parts: LoadState<NameParts>;
  initialName?: GeneratedElfName;
  random?: Random;
  /** The heading instead of 'Elf Name Generator' (the embed's `title`). */
  title?: string;
  /** false hides the history list (the embed's `show_history`); names are still remembered. */
  showHistory?: boolean;
}

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;

export function ElfNameGenerator({
  theme,
  instance,
  parts,
  initialName,
  random = Math.random,
  title = ELF_NAME_TEXT.title,
  showHistory = true,
}: ElfNameGeneratorProps) {
  const [mode, setMode] = useState<NameMode>('full');
  const [generating, setGenerating] = useState(false);
  const [name, setName] = useState<GeneratedElfName | undefined>(initialName);
  const [history, setHistory] = useState<GeneratedElfName[]>(() => readLocal(HISTORY_KEY, []));
  const { copied, byHand, copy, closeByHand } = useCopy();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ready =
    parts.status === 'ready' && parts.data.prefixes.length > 0 && parts.data.suffixes.length > 0;

  function generate() {
    if (parts.status !== 'ready' || generating) return;
    setGenerating(true);
    closeByHand();
    trackUsage(instance, 'generate', {
      fullName: mode === 'full',
      instanceId: instance.instanceId,
    });
    timer.current = setTimeout(() => {
      const next = composeElfName(parts.data, mode, random, name);
      const entry: GeneratedElfName = { id: newId(), ...next, timestamp: new Date().toISOString() };
      setName(entry);
      setHistory((previous) => {
        const updated = addToHistory(previous, entry);
        writeLocal(HISTORY_KEY, updated);
        return updated;
      });
      setGenerating(false);
    }, GENERATING_MS);
  }

  const shown = name ? formatElfName(name) : '';
  const shared = name && elfNameShare(name);
  const copyButton = (
    <Button type="button" $secondary onClick={(event) => void copy(shown, event.currentTarget)}>
      {copied ? COPIED : 'Copy'}
    </Button>
  );

  return (
    <WidgetRoot theme={theme} title={title} preview={instance.preview}>
      {parts.status === 'loading' && <Loading role="status">Loading name ideas...</Loading>}
      {parts.status === 'error' && (
        <Message $error role="alert">
          {ELF_NAME_TEXT.loadError}
        </Message>
      )}
      {parts.status === 'ready' && !ready && <Message role="status">{ELF_NAME_TEXT.empty}</Message>}
      {ready && (
        <>
          <Fieldset>
            <legend style={{ marginBottom: 6 }}>Name style</legend>
            <label>
              <input
                type="radio"
                name="elf-name-mode"
                checked={mode === 'full'}
                onChange={() => setMode('full')}
              />
              Full name
            </label>
            <label>
              <input
                type="radio"
                name="elf-name-mode"
                checked={mode === 'first'}
                onChange={() => setMode('first')}
              />
              First name only
            </label>
          </Fieldset>
          {/* aria-disabled, not disabled: a disabled button loses focus to the page's <body>. */}
          <Button
            type="button"
            onClick={generate}
            aria-disabled={generating}
            aria-busy={generating}
          >
            {generating ? ELF_NAME_TEXT.generating : ELF_NAME_TEXT.generate}
          </Button>
        </>
      )}
      <div aria-live="polite">
        {name && !generating && (
          <Card>
            <Muted>Your elf name is</Muted>
            <NameResult data-testid="elf-name">{shown}</NameResult>
            {/* A name of other letters than an address holds has no page: Copy alone. */}
            {shared && isResultKey(shared.kind, shared.key) ? (
              <ResultLinks result={shared} instance={instance} label={RESULT_LINKS_TEXT.name}>
                {copyButton}
              </ResultLinks>
            ) : (
              <Row aria-live="off">{copyButton}</Row>
            )}
            <CopiedStatus copied={copied} />
            {byHand && (
              <CopyByHandField
                request={byHand}
                label={ELF_NAME_TEXT.nameToCopy}
                onClose={closeByHand}
              />
            )}
          </Card>
        )}
      </div>
      {showHistory && history.length > 0 && (
        <Card>
          <h3>Recent names</h3>
          <History>
            {history.map((entry) => (
              <li key={entry.id}>{formatElfName(entry)}</li>
            ))}
          </History>
        </Card>
      )}
    </WidgetRoot>
  );
}
