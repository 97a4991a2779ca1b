import { act, fireEvent, render, screen } from '@testing-library/react';
import { failed, instanceFor, ready, SCENES } from '../fixtures';
import { THEMES } from '../shared/themes';
import { captureUsageEvents, resetWidgetTestState } from '../test-support';
import { SCENE_TEXT, SceneGenerator, SPINNING_MS } from './scene-generator';

afterEach(resetWidgetTestState);

describe('SceneGenerator', () => {
  it('spins for 1 s, shows a scene, and Spin Again returns to not spun; the next scene differs', async () => {
    vi.useFakeTimers();
    const events = captureUsageEvents();
    render(
      <SceneGenerator
        theme={THEMES.minimal}
        instance={instanceFor('sceneGenerator')}
        scenes={ready(SCENES)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: SCENE_TEXT.spin }));
    expect(screen.getByRole('status')).toHaveTextContent(SCENE_TEXT.spinning);
    await act(() => vi.advanceTimersByTimeAsync(SPINNING_MS));
    const first = screen.getByTestId('scene-title').textContent;
    fireEvent.click(screen.getByRole('button', { name: SCENE_TEXT.again }));
    expect(screen.queryByTestId('scene-title')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: SCENE_TEXT.spin }));
    await act(() => vi.advanceTimersByTimeAsync(SPINNING_MS));
    expect(screen.getByTestId('scene-title').textContent).not.toBe(first);
    expect(events.map((e) => (e.metadata as { action: string }).action)).toEqual(['spin', 'spin']);
  });

  it('keeps focus on Spin while spinning, then on the scene’s title; Spin Again focuses Spin', async () => {
    vi.useFakeTimers();
    captureUsageEvents();
    render(
      <SceneGenerator
        theme={THEMES.default}
        instance={instanceFor('sceneGenerator')}
        scenes={ready(SCENES)}
      />,
    );
    const spin = screen.getByRole('button', { name: SCENE_TEXT.spin });
    spin.focus();
    fireEvent.click(spin);
    expect(spin).toHaveFocus();
    expect(spin).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(spin);
    await act(() => vi.advanceTimersByTimeAsync(SPINNING_MS));
    expect(screen.getByTestId('scene-title')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: SCENE_TEXT.again }));
    expect(screen.getByRole('button', { name: SCENE_TEXT.spin })).toHaveFocus();
  });

  it('shows the load error and the empty state', () => {
    const instance = instanceFor('sceneGenerator');
    const { unmount } = render(
      <SceneGenerator theme={THEMES.default} instance={instance} scenes={failed} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SCENE_TEXT.loadError);
    unmount();
    render(<SceneGenerator theme={THEMES.default} instance={instance} scenes={ready([])} />);
    expect(screen.getByRole('status')).toHaveTextContent(SCENE_TEXT.empty);
  });

  it("shows the admin's title and description", () => {
    render(
      <SceneGenerator
        theme={THEMES.default}
        instance={instanceFor('sceneGenerator')}
        scenes={ready(SCENES)}
        settings={{
          appearance: { title: 'Tonight’s Elf Scene', description: '', theme: 'minimal' },
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Tonight’s Elf Scene');
    expect(screen.getByRole('region', { name: 'Tonight’s Elf Scene' })).toBeInTheDocument();
  });

  it('as a preview, is the region named Preview, its heading still its title', () => {
    render(
      <SceneGenerator
        theme={THEMES.default}
        instance={{ ...instanceFor('sceneGenerator'), preview: true }}
        scenes={ready(SCENES)}
        settings={{
          appearance: { title: 'Tonight’s Elf Scene', description: '', theme: 'minimal' },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tonight’s Elf Scene' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Tonight’s Elf Scene');
  });

  it('links the scene shown to its page, with Share and Save to Pinterest', async () => {
    vi.useFakeTimers();
    const events = captureUsageEvents();
    render(
      <SceneGenerator
        theme={THEMES.default}
        instance={instanceFor('sceneGenerator')}
        scenes={ready(SCENES)}
        initialScene={SCENES[0]}
      />,
    );
    const link = screen.getByRole('link', { name: /^Link to this idea/ });
    expect(link.getAttribute('href')).toMatch(/\/generators\/scene\/s1\/marshmallow-bath$/);
    fireEvent.click(link);
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Save to Pinterest/ })).toBeInTheDocument();
    expect(events).toEqual([
      expect.objectContaining({
        toolName: 'sceneGenerator',
        metadata: expect.objectContaining({ action: 'link-open' }),
        result: { kind: 'scene', key: 's1' },
      }),
    ]);
  });
});
