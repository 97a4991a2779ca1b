import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { DEFAULT_SCENE_SETTINGS, type SceneSettings } from '@core/generators/scene-settings';
import type { ElfScene } from '@core/models';
import type { Random } from '@core/lib/random';
import { pickScene } from '@core/generators/scene';
import { curatedShare } from '@core/results/result-shares';
import type { LoadState } from '../shared/remote-data';
import { RESULT_LINKS_TEXT, ResultLinks } from '../shared/result-links';
import type { WidgetTheme } from '../shared/themes';
import { Button, Card, Loading, Message, Muted, WidgetRoot } from '../shared/ui';
import { useAfterRender } from '../shared/use-after-render';
import { trackUsage, type WidgetInstance } from '../shared/usage';

export const SPINNING_MS = 1000;
export const SCENE_TEXT = {
  title: 'Elf Scene Generator',
  spin: 'Spin for a Scene',
  again: 'Spin Again',
  spinning: 'Spinning...',
  loadError: 'Failed to load elf scenes',
  empty: 'No scenes available',
} as const;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The spinner turns, except for people who asked for less motion. */
const Spinner = styled.span`
  display: inline-block;
  width: 1.4em;
  height: 1.4em;
  border: 3px solid var(--ew-border);
  border-top-color: var(--ew-primary);
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Facts = styled.p`
  display: flex;
  gap: 16px;
  flex-wrap: wrap;
  color: var(--ew-muted);
  font-size: 0.95em;
`;

/** A scene as the widget shows it; `updatedAt` versions its preview image (when the route sent it). */
export type SceneView = Omit<ElfScene, 'createdAt' | 'updatedAt'> & { updatedAt?: string };

export interface SceneGeneratorProps {
  theme: WidgetTheme;
  instance: WidgetInstance;
  scenes: LoadState<SceneView[]>;
  /** The admin's title and description. */
  settings?: SceneSettings;
  initialScene?: SceneView;
  random?: Random;
}

type Phase = 'idle' | 'spinning' | 'shown';

export function SceneGenerator({
  theme,
  instance,
  scenes,
  settings = DEFAULT_SCENE_SETTINGS,
  initialScene,
  random = Math.random,
}: SceneGeneratorProps) {
  const [phase, setPhase] = useState<Phase>(initialScene ? 'shown' : 'idle');
  const [scene, setScene] = useState<SceneView | null>(initialScene ?? null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const afterRender = useAfterRender();
  const spinButton = useRef<HTMLButtonElement>(null);
  const sceneHeading = useRef<HTMLHeadingElement>(null);

  // The Spin button stays (and keeps focus) while spinning; then focus moves to the scene's title.
  function spinForScene() {
    if (scenes.status !== 'ready' || phase === 'spinning') return;
    setPhase('spinning');
    trackUsage(instance, 'spin');
    timer.current = setTimeout(() => {
      setScene(pickScene(scenes.data, scene?.id ?? null, random));
      setPhase('shown');
      afterRender(() => sceneHeading.current?.focus());
    }, SPINNING_MS);
  }

  function spinAgain() {
    setPhase('idle');
    afterRender(() => spinButton.current?.focus());
  }

  return (
    <WidgetRoot theme={theme} title={settings.appearance.title} preview={instance.preview}>
      {settings.appearance.description && <p>{settings.appearance.description}</p>}
      {scenes.status === 'loading' && <Loading role="status">Loading scenes...</Loading>}
      {scenes.status === 'error' && (
        <Message $error role="alert">
          {SCENE_TEXT.loadError}
        </Message>
      )}
      {scenes.status === 'ready' && scenes.data.length === 0 && (
        <Message role="status">{SCENE_TEXT.empty}</Message>
      )}
      {scenes.status === 'ready' && scenes.data.length > 0 && phase !== 'shown' && (
        <Button
          ref={spinButton}
          type="button"
          onClick={spinForScene}
          aria-disabled={phase === 'spinning'}
        >
          {SCENE_TEXT.spin}
        </Button>
      )}
      <div aria-live="polite">
        {phase === 'spinning' && (
          <p role="status" style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
            <Spinner aria-hidden="true" /> {SCENE_TEXT.spinning}
          </p>
        )}
        {phase === 'shown' && scene && (
          <Card>
            <h3 ref={sceneHeading} tabIndex={-1} data-testid="scene-title">
              {scene.title}
            </h3>
            <p>{scene.description}</p>
            <Facts>
              <span>Difficulty: {scene.difficulty}</span>
              {scene.timeRequired && <span>Time: {scene.timeRequired}</span>}
            </Facts>
            <h4>You will need</h4>
            <ul>
              {scene.requiredItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h4>Set it up</h4>
            <p>{scene.setupInstructions}</p>
            <ResultLinks
              result={curatedShare('scene', scene)}
              instance={instance}
              label={RESULT_LINKS_TEXT.idea}
            />
            <Button type="button" onClick={spinAgain}>
              {SCENE_TEXT.again}
            </Button>
            <Muted style={{ marginTop: 8 }}>Spin again for a different idea.</Muted>
          </Card>
        )}
      </div>
    </WidgetRoot>
  );
}
