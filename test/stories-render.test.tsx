/** Stories double as smoke tests: every story of the site and the widgets renders without throwing. */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as previewAnnotations from '../.storybook/preview';

setProjectAnnotations(previewAnnotations);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob(['../site/**/*.stories.tsx', '../widgets/**/*.stories.tsx'], {
  eager: true,
}) as Record<string, StoryModule>;

describe.each(Object.entries(modules))('%s', (_file, module) => {
  const stories = Object.entries(composeStories(module)) as [string, ComponentType][];
  it.each(stories)('%s renders', async (_name, Story) => {
    const errors = vi.spyOn(console, 'error');
    const { container } = render(<Story />);
    // Let effects that load more (e.g. the recipe samples) finish inside act.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).not.toBe('');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
