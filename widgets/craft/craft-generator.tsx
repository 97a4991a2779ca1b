import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  craftIdeasFor,
  customSupplyId,
  customSupplyProblem,
  NO_SUPPLY_MESSAGE,
  suppliesText,
  supplyLabel,
  type RankedIdea,
} from '@core/generators/craft';
import { DEFAULT_CRAFT_SETTINGS, type CraftSettings } from '@core/generators/generator-settings';
import type { CraftIdea, Supply } from '@core/models';
import { curatedShare } from '@core/results/result-shares';
import { CopyByHandField } from '../shared/copy-by-hand';
import { RESULT_LINKS_TEXT, ResultLinks } from '../shared/result-links';
import type { LoadState } from '../shared/remote-data';
import type { WidgetTheme } from '../shared/themes';
import {
  Button,
  Card,
  CopiedStatus,
  fieldStyles,
  FramedResults,
  Loading,
  Message,
  Muted,
  Row,
  WidgetRoot,
} from '../shared/ui';
import { trackUsage, type WidgetInstance } from '../shared/usage';
import { COPIED, useCopy } from '../shared/use-copy';

/** In a frame, the ideas scroll within this height (FramedResults), under the supplies. */
export const FRAMED_IDEAS_MAX_PX = 360;

export const CRAFT_TEXT = {
  title: 'Elf Craft Generator',
  generate: 'Generate Craft Ideas',
  copy: 'Copy Supplies',
  ideasLabel: 'Craft ideas',
  nothingToCopy: 'Nothing to copy',
  suppliesToCopy: 'Supplies to copy',
  addSupply: 'Add',
} as const;

/** An idea as the widget shows it; `updatedAt` versions its preview image (when the route sent it). */
export type CraftIdeaView = Omit<CraftIdea, 'updatedAt'> & { updatedAt?: string };

const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 6px 12px;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    cursor: pointer;
  }
`;

const Input = styled.input`
  ${fieldStyles}
  flex: 1 1 160px;
`;

const Steps = styled.p`
  white-space: pre-line;
`;

export interface CraftGeneratorProps {
  theme: WidgetTheme;
  instance: WidgetInstance;
  ideas: LoadState<CraftIdeaView[]>;
  /** The admin's default supplies, title and description. */
  settings?: CraftSettings;
  initialChecked?: string[];
  showInitialIdeas?: boolean;
}

export function CraftGenerator({
  theme,
  instance,
  ideas,
  settings = DEFAULT_CRAFT_SETTINGS,
  initialChecked = [],
  showInitialIdeas = false,
}: CraftGeneratorProps) {
  const [supplies, setSupplies] = useState<Supply[]>(() =>
    settings.defaultSupplies.map((s) => ({ ...s, checked: initialChecked.includes(s.id) })),
  );
  const curated = ideas.status === 'ready' ? ideas.data : [];
  const [results, setResults] = useState<RankedIdea[] | null>(() =>
    showInitialIdeas
      ? craftIdeasFor(
          curated,
          supplies.filter((s) => s.checked),
        )
      : null,
  );
  const [problem, setProblem] = useState('');
  const [custom, setCustom] = useState('');
  const [customProblem, setCustomProblem] = useState('');
  const { copied, byHand, copy, closeByHand } = useCopy();
  const checked = supplies.filter((s) => s.checked);

  function toggle(id: string) {
    setSupplies((list) => list.map((s) => (s.id === id ? { ...s, checked: !s.checked } : s)));
    setProblem('');
    closeByHand();
  }

  function addCustom(event: FormEvent) {
    event.preventDefault();
    const why = customSupplyProblem(custom, supplies);
    setCustomProblem(why ?? '');
    if (why) return;
    setSupplies((list) => [
      ...list,
      { id: customSupplyId(Date.now()), name: custom.trim(), checked: true },
    ]);
    setCustom('');
    closeByHand();
  }

  function generate() {
    closeByHand();
    if (checked.length === 0) {
      setProblem(NO_SUPPLY_MESSAGE);
      setResults(null);
      return;
    }
    setProblem('');
    setResults(craftIdeasFor(curated, checked));
    trackUsage(instance, 'generate', { supplies: checked.length, instanceId: instance.instanceId });
  }

  async function copySupplies(opener: HTMLElement) {
    if (checked.length === 0) {
      setProblem(CRAFT_TEXT.nothingToCopy);
      return;
    }
    await copy(suppliesText(checked), opener);
  }

  return (
    <WidgetRoot theme={theme} title={settings.appearance.title} preview={instance.preview}>
      {settings.appearance.description && <p>{settings.appearance.description}</p>}
      {ideas.status === 'loading' && <Loading role="status">Loading craft ideas...</Loading>}
      {ideas.status === 'error' && (
        <Muted role="status">
          Craft ideas could not be loaded; ideas are made from your supplies instead.
        </Muted>
      )}
      <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 6 }}>Your supplies</legend>
        <Checklist>
          {supplies.map((supply) => (
            <li key={supply.id}>
              <label>
                <input
                  type="checkbox"
                  checked={supply.checked}
                  onChange={() => toggle(supply.id)}
                />
                {supply.name}
              </label>
            </li>
          ))}
        </Checklist>
      </fieldset>
      <form onSubmit={addCustom}>
        <Row>
          <Input
            aria-label="Add your own supply"
            placeholder="Add your own supply"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
          />
          <Button type="submit" $secondary>
            {CRAFT_TEXT.addSupply}
          </Button>
        </Row>
        {customProblem && <Muted role="alert">{customProblem}</Muted>}
      </form>
      <Row>
        <Button type="button" onClick={generate}>
          {CRAFT_TEXT.generate}
        </Button>
        <Button
          type="button"
          $secondary
          onClick={(event) => void copySupplies(event.currentTarget)}
        >
          {copied ? COPIED : CRAFT_TEXT.copy}
        </Button>
        <CopiedStatus copied={copied} />
      </Row>
      {byHand && (
        <CopyByHandField request={byHand} label={CRAFT_TEXT.suppliesToCopy} onClose={closeByHand} />
      )}
      {problem && (
        <Message $error role="alert">
          {problem}
        </Message>
      )}
      <div aria-live="polite">
        {results && (
          <FramedResults
            framed={instance.method === 'iframe'}
            label={CRAFT_TEXT.ideasLabel}
            maxHeight={FRAMED_IDEAS_MAX_PX}
          >
            {results.map(({ idea, matches, generated }) => (
              <Card key={idea.id} data-testid="craft-idea">
                <h3>{idea.title}</h3>
                <Muted>
                  {idea.difficulty}
                  {idea.timeRequired ? ` · ${idea.timeRequired}` : ''} · uses {matches} of your
                  supplies
                  {generated ? ' · made from your supplies' : ''}
                </Muted>
                <p>Supplies: {idea.requiredSupplies.map(supplyLabel).join(', ')}</p>
                <Steps>{idea.instructions}</Steps>
                {/* An idea made up from the visitor's supplies has no page to link to. */}
                {!generated && (
                  <ResultLinks
                    result={curatedShare('craft', idea)}
                    instance={instance}
                    label={RESULT_LINKS_TEXT.idea}
                  />
                )}
              </Card>
            ))}
          </FramedResults>
        )}
      </div>
    </WidgetRoot>
  );
}
