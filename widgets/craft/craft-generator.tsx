import { useRef, useState, type FormEvent } from 'react';
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
  Loading,
  Message,
  Muted,
  Row,
  WidgetRoot,
} from '../shared/ui';
import { useAfterRender } from '../shared/use-after-render';
import { trackUsage, type WidgetInstance } from '../shared/usage';
import { COPIED, useCopy } from '../shared/use-copy';

export const CRAFT_TEXT = {
  title: 'Elf Craft Generator',
  generate: 'Generate Craft Ideas',
  copy: 'Copy Supplies',
  nothingToCopy: 'Nothing to copy',
  suppliesToCopy: 'Supplies to copy',
  addSupply: 'Add',
  next: 'Next idea',
  previous: 'Previous idea',
  ideaOf: (at: number, of: number) => `Idea ${at} of ${of}`,
  yourSupplies: 'Your supplies',
  changeSupplies: 'Change supplies',
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
  // The ideas grow with the widget, never in a box that scrolls on its own. In a frame, which a
  // host may cap (WordPress: 1,000 px, not scrollable), one at a time with Next and Previous, and
  // the supplies folded to one line while ideas show: the frame stays under that cap at 390 px,
  // and every idea can be reached.
  const framed = instance.method === 'iframe';
  const [at, setAt] = useState(0);
  const [folded, setFolded] = useState(false);
  const firstSupply = useRef<HTMLInputElement>(null);
  const shown = results && (framed ? results.slice(at, at + 1) : results);
  const afterRender = useAfterRender();
  const shownHeading = useRef<HTMLHeadingElement>(null);

  /** Shows the idea `step` after the one shown, its title focused. */
  function turn(step: number) {
    setAt(at + step);
    afterRender(() => shownHeading.current?.focus());
  }

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
    setAt(0);
    if (framed) {
      setFolded(true);
      afterRender(() => shownHeading.current?.focus());
    }
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
      {folded ? (
        <Row>
          <Muted as="span">
            {CRAFT_TEXT.yourSupplies}: {checked.map((supply) => supply.name).join(', ')}
          </Muted>
          <Button
            type="button"
            $secondary
            onClick={() => {
              setFolded(false);
              afterRender(() => firstSupply.current?.focus());
            }}
          >
            {CRAFT_TEXT.changeSupplies}
          </Button>
        </Row>
      ) : (
        <>
          <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 6 }}>{CRAFT_TEXT.yourSupplies}</legend>
            <Checklist>
              {supplies.map((supply, index) => (
                <li key={supply.id}>
                  <label>
                    <input
                      ref={index === 0 ? firstSupply : undefined}
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
        </>
      )}
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
        {results && framed && results.length > 1 && (
          <Row>
            {at > 0 && (
              <Button type="button" $secondary onClick={() => turn(-1)}>
                {CRAFT_TEXT.previous}
              </Button>
            )}
            {at < results.length - 1 && (
              <Button type="button" $secondary onClick={() => turn(1)}>
                {CRAFT_TEXT.next}
              </Button>
            )}
            <Muted as="span">{CRAFT_TEXT.ideaOf(at + 1, results.length)}</Muted>
          </Row>
        )}
        {shown?.map(({ idea, matches, generated }) => (
          <Card key={idea.id} data-testid="craft-idea">
            <h3 ref={shownHeading} tabIndex={-1}>
              {idea.title}
            </h3>
            <Muted>
              {idea.difficulty}
              {idea.timeRequired ? ` · ${idea.timeRequired}` : ''} · uses {matches} of your supplies
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
      </div>
    </WidgetRoot>
  );
}
