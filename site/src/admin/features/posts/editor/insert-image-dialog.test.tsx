import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IMAGE_TEXT, MAX_IMAGE_BYTES } from '@core/images/image-upload';
import { polyfillLayoutForProseMirror, renderEditor } from './editor-test-support';
import { INSERT_IMAGE_TEXT } from './insert-image-dialog';

beforeAll(polyfillLayoutForProseMirror);

let consoleErrors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  // jsdom cannot make object URLs; browsers can.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  const calls = consoleErrors.mock.calls;
  consoleErrors.mockRestore();
  expect(calls).toEqual([]);
});

const png = (name = 'elf.png') => new File(['png'], name, { type: 'image/png' });

async function openDialog(value = '<p>Snow</p>') {
  const editor = await renderEditor({ value });
  await editor.user.click(editor.content());
  await editor.user.click(screen.getByRole('button', { name: 'Image' }));
  const dialog = screen.getByRole('dialog', { name: INSERT_IMAGE_TEXT.title });
  const field = (label: string) => within(dialog).getByLabelText(label);
  const choose = (file: File) =>
    act(() => fireEvent.change(field(INSERT_IMAGE_TEXT.file), { target: { files: [file] } }));
  const insert = () =>
    editor.user.click(within(dialog).getByRole('button', { name: INSERT_IMAGE_TEXT.insert }));
  return { ...editor, dialog, field, choose, insert };
}

/** Each problem shows as a destructive toast and inside the dialog. */
async function expectProblem(dialog: HTMLElement, title: string, description: string) {
  const toast = await screen.findByTestId('toast');
  expect(toast).toHaveTextContent(title);
  expect(toast).toHaveTextContent(description);
  expect(within(dialog).getByRole('alert')).toHaveTextContent(`${title}: ${description}`);
}

describe('Insert Image dialog', () => {
  it('asks for a file first', async () => {
    const { dialog, insert, uploadImage } = await openDialog();
    await insert();
    await expectProblem(dialog, IMAGE_TEXT.noFileTitle, IMAGE_TEXT.noFile);
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', async () => {
    const { dialog, choose } = await openDialog();
    await choose(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    await expectProblem(dialog, IMAGE_TEXT.invalidTitle, IMAGE_TEXT.invalidType);
  });

  it('refuses an image over 5 MB', async () => {
    const { dialog, choose } = await openDialog();
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: MAX_IMAGE_BYTES + 1 });
    await choose(big);
    await expectProblem(dialog, IMAGE_TEXT.tooLargeTitle, IMAGE_TEXT.tooLarge);
  });

  it('asks for alt text', async () => {
    const { dialog, choose, insert, uploadImage } = await openDialog();
    await choose(png());
    expect(within(dialog).getByAltText(INSERT_IMAGE_TEXT.previewAlt)).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await insert();
    await expectProblem(dialog, IMAGE_TEXT.altTitle, IMAGE_TEXT.altText);
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('says so when no preview can be made, and still uploads', async () => {
    URL.createObjectURL = () => {
      throw new Error('no object URLs here');
    };
    const { user, dialog, choose, field, insert, uploadImage } = await openDialog();
    const file = png();
    await choose(file);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(IMAGE_TEXT.previewErrorTitle);
    expect(toast).toHaveTextContent(IMAGE_TEXT.previewError);
    await user.type(field(INSERT_IMAGE_TEXT.alt), 'An elf');
    await insert();
    expect(uploadImage).toHaveBeenCalledWith(file);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('uploads, inserts the image with alt and title, and returns to the editor', async () => {
    const { user, dialog, choose, field, insert, uploadImage, html, content } = await openDialog();
    let finish: (url: string) => void = () => {};
    uploadImage.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const file = png();
    await choose(file);
    await user.type(field(INSERT_IMAGE_TEXT.alt), 'An elf on a shelf');
    await user.type(field(INSERT_IMAGE_TEXT.titleText), 'Elf');
    await insert();
    expect(uploadImage).toHaveBeenCalledWith(file);
    expect(
      within(dialog).getByRole('button', { name: INSERT_IMAGE_TEXT.uploading }),
    ).toBeDisabled();

    await act(async () => finish('https://cdn.test/elf.webp'));
    expect(dialog).not.toBeInTheDocument();
    expect(html()).toContain(
      '<img src="https://cdn.test/elf.webp" alt="An elf on a shelf" title="Elf">',
    );
    expect(await screen.findByTestId('toast')).toHaveTextContent(IMAGE_TEXT.uploaded);
    await waitFor(() => expect(content()).toHaveFocus());
  });

  it('keeps the dialog and its inputs when the upload fails', async () => {
    const { user, dialog, choose, field, insert, uploadImage, onChange } = await openDialog();
    uploadImage.mockRejectedValue(new Error('Storage is full'));
    await choose(png());
    await user.type(field(INSERT_IMAGE_TEXT.alt), 'An elf');
    await insert();
    await expectProblem(dialog, IMAGE_TEXT.uploadFailed, 'Storage is full');
    expect(dialog).toBeInTheDocument();
    expect(field(INSERT_IMAGE_TEXT.alt)).toHaveValue('An elf');
    expect(within(dialog).getByRole('button', { name: INSERT_IMAGE_TEXT.insert })).toBeEnabled();
    expect(onChange).not.toHaveBeenCalled();

    uploadImage.mockRejectedValue('no message');
    await insert();
    await expectProblem(dialog, IMAGE_TEXT.uploadFailed, IMAGE_TEXT.uploadFailedText);
  });

  it('closes on Cancel without inserting, and returns to the editor', async () => {
    const { user, dialog, content, onChange } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: INSERT_IMAGE_TEXT.cancel }));
    expect(dialog).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(content()).toHaveFocus());
  });
});
