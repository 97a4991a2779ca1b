import { act, screen, waitFor, within } from '@testing-library/react';
import { imageHtmlSnippet } from '@core/images/image-library';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import type { InMemoryImagesSeed } from '@site/admin/testing/in-memory-images';
import { SAMPLE_IMAGES } from './image-fixtures';

async function open(seed: InMemoryImagesSeed = { images: SAMPLE_IMAGES }) {
  const page = renderAdminPage('/admin/image-repository', inMemoryAdminData({ images: seed }));
  // The page is a lazy chunk: its first load in a busy test run can take a few seconds.
  await screen.findByRole('heading', { level: 1, name: 'Image Repository' });
  return page;
}

async function openGallery(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.click(screen.getByRole('tab', { name: 'Image Gallery' }));
  return screen.findByRole('list', { name: 'Images' });
}

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Images' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('image repository', () => {
  it('says what is missing before importing anything', async () => {
    const { user } = await open();
    const importButton = screen.getByRole('button', { name: 'Import Images' });

    await user.click(importButton);
    expect(await screen.findByText('Blog title required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a blog title for these images')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Blog post title/), 'Elf ideas');
    await user.click(importButton);
    expect(await screen.findByText('Image information required')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter the image URLs, alt text, and titles'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Image information/), 'alt text: no url here');
    await user.click(importButton);
    expect(await screen.findByText('No valid images found')).toBeInTheDocument();
    expect(
      screen.getByText('Please check the format of your image information'),
    ).toBeInTheDocument();

    expect(await openGallery(user)).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(SAMPLE_IMAGES.length);
  });

  it('imports each image, shows the progress, the proxy error banner and the count', async () => {
    const { user } = await open({
      images: [],
      failingUrls: {
        'http://10.0.0.1/secret.png':
          'Refused to fetch from 10.0.0.1: 10.0.0.1 is a private network address',
      },
      // Each image takes a while, so each step is seen even on a busy machine.
      importDelayMs: 1500,
    });
    await user.type(screen.getByLabelText(/Blog post title/), 'Elf ideas');
    await user.type(
      screen.getByLabelText(/Image information/),
      [
        'url: http://10.0.0.1/secret.png',
        'alt text: Nope',
        'url: https://cdn.example.com/elf.png',
        'alt text: An elf',
        'title: Elf',
      ].join('\n'),
    );
    await user.click(screen.getByRole('button', { name: 'Import Images' }));
    expect(await screen.findByText('Processing images: 0 of 2 complete')).toBeInTheDocument();
    // The failed image's toast shows while the next one is processed.
    expect(
      await screen.findByText('Error processing image', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Failed to process http://10.0.0.1/secret.png: Refused to fetch from 10.0.0.1: 10.0.0.1 is a private network address',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Processing images: 1 of 2 complete')).toBeInTheDocument();

    expect(
      await screen.findByText('Images imported successfully', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('alert');
    expect(within(banner).getByRole('heading', { name: 'Image Proxy Error' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('http://10.0.0.1/secret.png');
    expect(screen.getByText('1 of 2 images were imported')).toBeInTheDocument();
    expect(screen.queryByText(/Processing images/)).not.toBeInTheDocument();

    await openGallery(user);
    expect(cardTitles()).toEqual(['Elf']);
  });

  it('reports the failure when no image could be imported', async () => {
    const { user } = await open({
      images: [],
      failingUrls: {
        'ftp://x.test/a.png': 'Only http and https URLs can be fetched, not ftp:',
        'ftp://x.test/b.png': 'Only http and https URLs can be fetched, not ftp:',
      },
    });
    await user.type(screen.getByLabelText(/Blog post title/), 'Elf ideas');
    await user.type(
      screen.getByLabelText(/Image information/),
      'url: ftp://x.test/a.png\nurl: ftp://x.test/b.png',
    );
    await user.click(screen.getByRole('button', { name: 'Import Images' }));
    expect(await screen.findByText('Error importing images')).toBeInTheDocument();
    expect(screen.queryByText('Images imported successfully')).not.toBeInTheDocument();
  });

  it("keeps a single failed image's own toast, with the banner", async () => {
    const { user } = await open({
      images: [],
      failingUrls: { 'ftp://x.test/a.png': 'Only http and https URLs can be fetched, not ftp:' },
    });
    await user.type(screen.getByLabelText(/Blog post title/), 'Elf ideas');
    await user.type(screen.getByLabelText(/Image information/), 'url: ftp://x.test/a.png');
    await user.click(screen.getByRole('button', { name: 'Import Images' }));
    expect(await screen.findByRole('heading', { name: 'Image Proxy Error' })).toBeInTheDocument();
    expect(screen.getByText('Error processing image')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Failed to process ftp://x.test/a.png: Only http and https URLs can be fetched, not ftp:',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error importing images')).not.toBeInTheDocument();
  });

  it('searches and filters the gallery: unused, missing alt text, duplicates', async () => {
    const { user } = await open();
    await openGallery(user);
    expect(cardTitles()).toEqual([
      'Elf on a bookshelf',
      'Gingerbread cookies',
      'Snowy window',
      'Snowy window (again)',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Search images' }), 'snowy');
    expect(cardTitles()).toEqual(['Snowy window', 'Snowy window (again)']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search images' }));

    const show = screen.getByRole('combobox', { name: 'Show images' });
    await user.selectOptions(show, 'Unused');
    expect(cardTitles()).toEqual(['Snowy window', 'Snowy window (again)']);
    await user.selectOptions(show, 'Missing alt text');
    expect(cardTitles()).toEqual(['Gingerbread cookies']);
    await user.selectOptions(show, 'Duplicates');
    expect(cardTitles()).toEqual(['Snowy window', 'Snowy window (again)']);
  });

  it('shows which posts use an image and its alt-text coverage', async () => {
    const { user } = await open();
    await openGallery(user);
    const shelf = screen.getByRole('heading', { name: 'Elf on a bookshelf' }).closest('li')!;
    const link = within(shelf).getByRole('link', {
      name: 'Elf on the Shelf Ideas for the First Week',
    });
    expect(link).toHaveAttribute('href', '/admin/edit-post/post-1');
    expect(shelf).toHaveTextContent('featured');
    expect(shelf).toHaveTextContent('Alt text: 1 of 1');
    const cookies = screen.getByRole('heading', { name: 'Gingerbread cookies' }).closest('li')!;
    expect(cookies).toHaveTextContent('Alt text: 0 of 1');
  });

  it("copies an image's HTML and says 'Copied' for 3 seconds", async () => {
    const { user } = await open();
    await openGallery(user);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Copy HTML of Snowy window' }));
      expect(writeText).toHaveBeenCalledWith(imageHtmlSnippet(SAMPLE_IMAGES[2]!));
      expect(writeText.mock.calls[0]![0]).toContain('class="blog-inline-image"');
      const button = screen.getByRole('button', { name: 'Copy HTML of Snowy window' });
      expect(button).toHaveTextContent('Copied');
      expect(screen.getByTestId('toast')).toHaveTextContent('HTML copied to clipboard');
      act(() => vi.advanceTimersByTime(2900));
      expect(button).toHaveTextContent('Copied');
      act(() => vi.advanceTimersByTime(200));
      expect(button).toHaveTextContent('Copy HTML');
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes an unused image after confirmation, and names the posts of one in use', async () => {
    const { user } = await open();
    await openGallery(user);

    await user.click(screen.getByRole('button', { name: 'Delete Elf on a bookshelf' }));
    const inUse = await screen.findByRole('dialog', { name: 'This image is in use' });
    expect(inUse).toHaveTextContent('"Elf on the Shelf Ideas for the First Week"');
    expect(within(inUse).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(inUse).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete Snowy window (again)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete image' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Elf on a bookshelf', 'Gingerbread cookies', 'Snowy window']),
    );
  });

  it("says 'Error fetching images' when the library cannot be read", async () => {
    const { user } = await open({ listError: 'Missing or insufficient permissions.' });
    await user.click(screen.getByRole('tab', { name: 'Image Gallery' }));
    expect((await screen.findAllByText('Error fetching images')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
