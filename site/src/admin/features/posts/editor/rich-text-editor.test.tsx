import { screen, waitFor, within } from '@testing-library/react';
import { WIDGET_LOADER } from '@site/shared/app/paths';
import { EDITOR_TEXT } from './editor-text';
import {
  embedMarkup,
  POST_ID,
  THEME,
  polyfillLayoutForProseMirror,
  renderEditor,
} from './editor-test-support';
import { GENERATOR_TEXT, INSERTABLE_GENERATORS } from './generator-keys';
import { sanitizePreviewHtml } from './post-preview';

beforeAll(polyfillLayoutForProseMirror);

let consoleErrors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = consoleErrors.mock.calls;
  consoleErrors.mockRestore();
  expect(calls).toEqual([]);
  document.querySelectorAll(`script[src="${WIDGET_LOADER}"]`).forEach((script) => script.remove());
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('RichTextEditor: editing', () => {
  it('shows the Content Editor card in Edit mode', async () => {
    await renderEditor();
    expect(screen.getByRole('region', { name: EDITOR_TEXT.cardTitle })).toBeInTheDocument();
    expect(button(EDITOR_TEXT.edit)).toHaveAttribute('aria-pressed', 'true');
    expect(button(EDITOR_TEXT.preview)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('toolbar', { name: EDITOR_TEXT.toolbar })).toBeInTheDocument();
  });

  it('reports the HTML of what is typed, and "" once it is all gone', async () => {
    const { user, content, html } = await renderEditor();
    await user.click(content());
    await user.type(content(), 'Hello elves');
    expect(html()).toBe('<p>Hello elves</p>');
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(html()).toBe('');
  });

  it('keeps every keystroke when the form feeds the output back a render late', async () => {
    const { user, content, html } = await renderEditor({ feedBack: true });
    await user.click(content());
    await user.keyboard('The elf baked cookies.');
    expect(html()).toBe('<p>The elf baked cookies.</p>');
  });

  it('bolds with Ctrl+B and undoes with Ctrl+Z', async () => {
    const { user, content, html } = await renderEditor();
    await user.click(content());
    await user.type(content(), 'Hello ');
    await user.keyboard('{Control>}b{/Control}');
    await user.type(content(), 'world');
    expect(html()).toBe('<p>Hello <strong>world</strong></p>');
    await user.keyboard('{Control>}z{/Control}');
    expect(html()).not.toContain('world');
  });

  it('applies Bold and Underline from the toolbar, shows them pressed, and keeps focus in the editor', async () => {
    const { user, content, html } = await renderEditor({ value: '<p>Snow</p>' });
    await user.click(content());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button('Bold'));
    expect(html()).toBe('<p><strong>Snow</strong></p>');
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Bold')).toHaveAttribute('title', 'Bold (Ctrl+B)');
    expect(content()).toHaveFocus();
    await user.click(button('Underline'));
    expect(html()).toBe('<p><strong><u>Snow</u></strong></p>');
    expect(button('Underline')).toHaveAttribute('aria-pressed', 'true');
  });

  it('aligns paragraphs and lists from the toolbar', async () => {
    const { user, content, html } = await renderEditor({ value: '<p>Snow</p>' });
    await user.click(content());
    // The list first, alone in the history: Undo takes back exactly it, however quick the clicks
    // (changes within the history's grouping delay would undo together).
    await user.click(button('Bullet list'));
    expect(html()).toBe('<ul><li><p>Snow</p></li></ul>');
    await user.click(button('Undo'));
    expect(html()).toBe('<p>Snow</p>');
    await user.click(button('Redo'));
    expect(html()).toBe('<ul><li><p>Snow</p></li></ul>');
    await user.click(button('Align center'));
    expect(html()).toBe('<ul><li><p style="text-align: center;">Snow</p></li></ul>');
    expect(button('Align center')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Align left')).toHaveAttribute('aria-pressed', 'false');
    await user.click(button('Align left'));
    expect(html()).toBe('<ul><li><p>Snow</p></li></ul>');
  });

  it('moves along the toolbar with the arrow keys, Home and End', async () => {
    const { user } = await renderEditor();
    button('Bold').focus();
    await user.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    await user.keyboard('{End}');
    expect(button(EDITOR_TEXT.fullScreen)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(button('Bold')).toHaveFocus();
  });

  it('loads a new value from the form, but not its own output', async () => {
    const { user, content, html, rerender } = await renderEditor();
    await user.click(content());
    await user.type(content(), 'ab');
    // Its own output coming back must not reload the document (which would lose the history).
    await rerender({ value: html() });
    await user.keyboard('{Control>}z{/Control}');
    expect(html()).toBe('');
    await rerender({ value: '<p>Loaded post</p>' });
    expect(content()).toHaveTextContent('Loaded post');
  });
});

describe('RichTextEditor: links', () => {
  it('links the selection to an external URL, in a new tab', async () => {
    const { user, content, html } = await renderEditor({ value: '<p>Elves</p>' });
    await user.click(content());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button('Link'));
    await user.type(screen.getByLabelText(EDITOR_TEXT.linkUrl), 'https://example.com{Enter}');
    expect(html()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com">Elves</a></p>',
    );
    await waitFor(() => expect(content()).toHaveFocus());
  });

  it('refuses other schemes and removes the link when the URL is emptied', async () => {
    const { user, content, html } = await renderEditor({
      value: '<p><a href="/blog">Blog</a></p>',
    });
    await user.click(content());
    await user.keyboard('{Control>}a{/Control}');
    await user.click(button('Link'));
    const input = screen.getByLabelText(EDITOR_TEXT.linkUrl);
    expect(input).toHaveValue('/blog');
    await user.clear(input);
    await user.type(input, 'javascript:alert(1){Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(EDITOR_TEXT.linkInvalid);
    await user.clear(input);
    await user.click(button(EDITOR_TEXT.linkApply));
    expect(html()).toBe('<p>Blog</p>');
  });
});

describe('RichTextEditor: generator embeds', () => {
  it.each(INSERTABLE_GENERATORS)('inserts the %s generator as loader markup', async (generator) => {
    const { user, content, html } = await renderEditor({ value: '<p>Before</p>' });
    await user.click(content());
    await user.click(button(GENERATOR_TEXT.insert(generator)));
    expect(html()).toContain(embedMarkup(generator));
    expect(screen.getByText(GENERATOR_TEXT.card(generator))).toBeInTheDocument();
  });

  it('names the insert buttons as the spec does', async () => {
    await renderEditor();
    for (const name of [
      'Insert Craft Generator',
      'Insert Scene Generator',
      'Insert Recipe Generator',
    ]) {
      expect(button(name)).toBeInTheDocument();
    }
  });

  it('keeps an embed of the loaded post exactly as it was', async () => {
    const value = `<p>Intro</p>${embedMarkup('scene')}<p>Outro</p>`;
    const { user, content, html } = await renderEditor({ value });
    expect(screen.getByText(GENERATOR_TEXT.card('scene'))).toBeInTheDocument();
    // The card in the editor must not look like an embed to the widget loader.
    expect(content().querySelector('[data-elf-generator]')).toBeNull();
    await user.click(content());
    await user.type(content(), '!');
    // Where jsdom puts the cursor varies; the embed must come back unchanged either way.
    expect(html()).toContain('!');
    expect(html()!.replace('!', '')).toBe(value);
  });

  it("keeps an elf name embed's title and show_history options", async () => {
    const elfName = `<div data-elf-generator="elf-name" data-theme="${THEME}" data-post-id="${POST_ID}" data-title="Name your elf" data-show-history="false"></div>`;
    const value = `<p>Intro</p>${elfName}<p>Outro</p>`;
    const { user, content, html } = await renderEditor({ value });
    expect(screen.getByText(GENERATOR_TEXT.card('elf-name'))).toBeInTheDocument();
    await user.click(content());
    await user.type(content(), '!');
    expect(html()!.replace('!', '')).toBe(value);
  });

  it('removes an embed with its remove button', async () => {
    const { user, html } = await renderEditor({ value: `<p>Intro</p>${embedMarkup('craft')}` });
    await user.click(button(GENERATOR_TEXT.remove('craft')));
    expect(html()).toBe('<p>Intro</p>');
  });

  it("gives the embeds the post's new theme and id", async () => {
    const { html, rerender } = await renderEditor({ value: embedMarkup('recipe') });
    await rerender({ value: embedMarkup('recipe'), theme: 'default', postId: 'post-2' });
    expect(html()).toContain(embedMarkup('recipe', 'default', 'post-2'));
  });
});

describe('RichTextEditor: preview', () => {
  it('shows the sanitized post with the embeds for the widget loader', async () => {
    const value = `<p>Hi <strong>there</strong></p><script>alert(1)</script>${embedMarkup('craft')}`;
    const { user } = await renderEditor({ value });
    await user.click(button(EDITOR_TEXT.preview));
    expect(button(EDITOR_TEXT.preview)).toHaveAttribute('aria-pressed', 'true');
    const preview = screen.getByRole('region', { name: EDITOR_TEXT.previewRegion });
    expect(within(preview).getByText('there').tagName).toBe('STRONG');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.innerHTML).toContain(embedMarkup('craft'));
    expect(document.querySelector(`script[src="${WIDGET_LOADER}"]`)).not.toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
    await user.click(button(EDITOR_TEXT.edit));
    expect(screen.queryByRole('region', { name: EDITOR_TEXT.previewRegion })).toBeNull();
  });

  it('sanitizes with the server profile', () => {
    const clean = sanitizePreviewHtml(
      `<p onclick="steal()">Hi</p><a href="javascript:alert(1)">x</a><script>alert(1)</script>${embedMarkup('craft')}`,
    );
    expect(clean).toBe(`<p>Hi</p><a>x</a>${embedMarkup('craft')}`);
  });
});

describe('RichTextEditor: full screen', () => {
  it('turns the live preview on, shows edits there, hides it on request and leaves on Escape', async () => {
    const { user, content } = await renderEditor({ value: '<p>Tinsel</p>' });
    await user.click(button(EDITOR_TEXT.fullScreen));
    expect(button(EDITOR_TEXT.fullScreen)).toHaveAttribute('aria-pressed', 'true');
    const preview = screen.getByRole('region', { name: EDITOR_TEXT.previewRegion });
    expect(preview).toHaveTextContent('Tinsel');
    expect(content()).toBeVisible();
    expect(content()).toHaveFocus();

    await user.type(content(), 'Gold ');
    await waitFor(() => expect(preview).toHaveTextContent(/Gold/));

    await user.click(button(EDITOR_TEXT.hidePreview));
    expect(screen.queryByRole('region', { name: EDITOR_TEXT.previewRegion })).toBeNull();
    await user.click(button(EDITOR_TEXT.showPreview));
    expect(screen.getByRole('region', { name: EDITOR_TEXT.previewRegion })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(button(EDITOR_TEXT.fullScreen)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: EDITOR_TEXT.previewRegion })).toBeNull();
    expect(screen.queryByRole('button', { name: EDITOR_TEXT.showPreview })).toBeNull();
  });

  it('closes the link panel on Escape but stays in full screen', async () => {
    const { user, content } = await renderEditor({
      value: '<p>Tinsel</p>',
      defaultFullScreen: true,
    });
    await user.click(content());
    await user.click(button('Link'));
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText(EDITOR_TEXT.linkUrl)).toBeNull();
    expect(button(EDITOR_TEXT.fullScreen)).toHaveAttribute('aria-pressed', 'true');
  });

  it('can open in full screen', async () => {
    await renderEditor({
      defaultFullScreen: true,
      value: `<p>Hi</p>${embedMarkup('craft', 'christmas', POST_ID)}`,
    });
    expect(screen.getByRole('region', { name: EDITOR_TEXT.previewRegion })).toBeInTheDocument();
  });
});
