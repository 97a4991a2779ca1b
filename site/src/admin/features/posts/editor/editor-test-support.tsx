import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { Toaster } from '@site/shared/components/toaster';
import { ControlledEditor } from './controlled-editor';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

/**
 * ProseMirror measures layout (to keep the cursor in view, to map clicks); jsdom has none.
 * Zero-sized answers are enough for editing by keyboard. Test-only.
 */
export function polyfillLayoutForProseMirror() {
  const empty = new DOMRect(0, 0, 0, 0);
  Range.prototype.getBoundingClientRect = () => empty;
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  document.elementFromPoint = () => null;
}

export const POST_ID = 'post-1';
export const THEME = 'christmas';

export const embedMarkup = (generator: string, theme = THEME, postId = POST_ID) =>
  `<div data-elf-generator="${generator}" data-theme="${theme}" data-post-id="${postId}"></div>`;

type Options = Partial<Omit<RichTextEditorProps, 'onChange' | 'uploadImage'>>;

/** The editor as the post form uses it, inside the providers the admin app has. */
export async function renderEditor({
  feedBack = false,
  ...props
}: Options & { feedBack?: boolean } = {}) {
  const onChange = vi.fn<(html: string) => void>();
  const uploadImage = vi.fn<(file: File) => Promise<string>>(
    async () => 'https://cdn.test/image.webp',
  );
  const all: RichTextEditorProps = {
    value: '',
    onChange,
    uploadImage,
    postId: POST_ID,
    theme: THEME,
    ...props,
  };
  const ui = (next: Options) => (
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <Toaster>
        {feedBack ? <ControlledEditor {...all} {...next} /> : <RichTextEditor {...all} {...next} />}
      </Toaster>
    </AppShell>
  );
  const view = render(ui({}));
  // Node views of the initial content render a microtask later (Tiptap's ReactRenderer).
  await act(async () => {});
  return {
    user: userEvent.setup(),
    onChange,
    uploadImage,
    content: () => screen.getByRole('textbox', { name: 'Post content' }),
    /** The last HTML the editor reported. */
    html: () => onChange.mock.lastCall?.[0],
    rerender: async (next: Options) => {
      view.rerender(ui(next));
      await act(async () => {});
    },
  };
}
