import { screen, waitFor, within } from '@testing-library/react';
import { ROOT_FILE_TEXT } from '@core/site/root-files';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import {
  sampleRootFile,
  type InMemoryRootFilesSeed,
} from '@site/admin/testing/in-memory-root-files';
import { ROOT_FILES_PAGE_TEXT } from './root-files-route';

async function open(seed: InMemoryRootFilesSeed = {}) {
  const data = inMemoryAdminData({ rootFiles: seed });
  const rendered = renderAdminPage('/admin/root-file-manager', data);
  await screen.findByRole(
    'heading',
    { name: ROOT_FILES_PAGE_TEXT.title, level: 1 },
    { timeout: 20_000 },
  );
  return { ...rendered, data };
}

const textFile = (name: string, text = 'google.com, pub-123, DIRECT, f08c47fec0942fa0') =>
  new File([text], name, { type: 'text/plain' });

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('Domain Root File Manager', () => {
  it('says there are no files yet, and asks for a file when Upload has none', async () => {
    const { user } = await open();
    expect(await screen.findByText(ROOT_FILE_TEXT.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a file to upload')).toBeInTheDocument();
  });

  it('lists name, size, type and upload time, newest first, with View links to the root', async () => {
    await open({
      files: [
        sampleRootFile('BingSiteAuth.xml', 85, '2026-11-18T08:00:00.000Z'),
        sampleRootFile('ads.txt', 2048, '2026-11-21T09:30:00.000Z'),
      ],
    });
    await screen.findByRole('table', { name: ROOT_FILES_PAGE_TEXT.listTitle });
    expect(rowNames()).toEqual(['/ads.txt', '/BingSiteAuth.xml']);
    const first = within(screen.getAllByRole('row')[1]!);
    expect(first.getByText('2 KB')).toBeInTheDocument();
    expect(first.getByText('text/plain')).toBeInTheDocument();
    expect(first.getByText(/Nov 21, 2026/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'View /ads.txt' })).toHaveAttribute('href', '/ads.txt');
  });

  it('uploads a picked file under its name, or under the name typed, and lists it', async () => {
    const { user } = await open();
    await user.upload(screen.getByLabelText('File'), textFile('ads.txt'));
    const name = screen.getByLabelText('Name at the domain root');
    expect(name).toHaveValue('ads.txt');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(ROOT_FILE_TEXT.uploaded)).toBeInTheDocument();
    expect(screen.getByText('https://elfletter.example/ads.txt')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['/ads.txt']));

    await user.upload(screen.getByLabelText('File'), textFile('security.txt', 'Contact: x'));
    const typed = screen.getByLabelText('Name at the domain root');
    await user.clear(typed);
    await user.type(typed, '.well-known/security.txt');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(rowNames()).toContain('/.well-known/security.txt'));
  });

  it('shows why a name is refused and uploads nothing', async () => {
    const { user, data } = await open();
    await user.upload(screen.getByLabelText('File'), textFile('robots.txt'));
    const message = ROOT_FILE_TEXT.nameReserved('robots.txt');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Name at the domain root')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(ROOT_FILE_TEXT.uploadFailed)).toBeInTheDocument();
    expect(await data.rootFiles.list()).toEqual([]);
  });

  it("reports the server's refusal with 'Upload failed'", async () => {
    const { user } = await open({ failing: ['upload'] });
    await user.upload(screen.getByLabelText('File'), textFile('ads.txt'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(ROOT_FILE_TEXT.uploadFailed)).toBeInTheDocument();
    expect(screen.getByText('Storage is unavailable')).toBeInTheDocument();
  });

  it('shows Uploading... while the upload runs', async () => {
    const { user } = await open({ uploadNeverEnds: true });
    await user.upload(screen.getByLabelText('File'), textFile('ads.txt'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
  });

  it('deletes a file after confirmation; Cancel keeps it', async () => {
    const { user } = await open({ files: [sampleRootFile('ads.txt'), sampleRootFile('a.txt')] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete /ads.txt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete File' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(rowNames()).toContain('/ads.txt');
    await user.click(screen.getByRole('button', { name: 'Delete /ads.txt' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete File' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(ROOT_FILE_TEXT.deleted)).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['/a.txt']));
  });

  it("says 'Delete failed' and keeps the file when the delete fails", async () => {
    const { user } = await open({ files: [sampleRootFile('ads.txt')], failing: ['remove'] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete /ads.txt' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete File' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText(ROOT_FILE_TEXT.deleteFailed)).toBeInTheDocument();
    expect(rowNames()).toEqual(['/ads.txt']);
  });

  it('says the list could not be loaded, and loads it again on Try again', async () => {
    await open({ failing: ['list'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(ROOT_FILE_TEXT.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
