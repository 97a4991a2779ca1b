import { act, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RETRY_DELAY_MS } from '@core/lib/retry';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { createPublicRoutes } from './public-routes';
import { theme } from '@site/shared/app/theme';
import { Toaster } from '@site/shared/components/toaster';
import { BLOG_TEXT } from '../features/blog/blog-text';
import type { BlogSource } from '@core/posts/blog-source';
import { SAMPLE_POST, SAMPLE_POSTS } from '@site/shared/testing/blog-fixtures';
import { goTo } from '@site/public/lib/go-to';
import { POST_ERROR_REDIRECT_MS, POST_ERROR_TEXT } from '../features/blog/post-load-error';
import {
  NOT_FOUND_REDIRECT_MS,
  POST_NOT_FOUND_TEXT,
  POST_NOT_FOUND_TITLE,
} from '../features/blog/post-not-found';
import { sampleResultSource } from '@site/shared/testing/result-fixtures';

// Public links are plain navigations: going to another page is the browser's, which jsdom lacks.
vi.mock('@site/public/lib/go-to', () => ({ goTo: vi.fn() }));
afterEach(() => vi.mocked(goTo).mockClear());

// The first render of the whole public route tree in jsdom can take over a second on a busy machine.

/** An in-memory blog source: these tests are about what the pages show, not where posts come from. */
function sourceWith(posts: typeof SAMPLE_POSTS): BlogSource {
  return {
    listPublished: async () => ({
      posts: posts.map(({ content: _content, ...summary }) => summary),
      nextBefore: null,
    }),
    getPublishedBySlug: async (slug) => posts.find((p) => p.slug === slug) ?? null,
    randomPublished: async (count, excludeId) =>
      posts.filter((p) => p.id !== excludeId).slice(0, count),
  };
}

function renderAt(path: string, source: BlogSource) {
  const router = createMemoryRouter(createPublicRoutes(source, sampleResultSource()), {
    initialEntries: [path],
  });
  // Each test its own toaster: the page's toaster (components/page-toasts.ts) outlives a test.
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <Toaster>
        <RouterProvider router={router} />
      </Toaster>
    </AppShell>,
  );
}

describe('blog pages', () => {
  it('lists posts as cards linking to each post, newest first as given', async () => {
    renderAt('/blog', sourceWith(SAMPLE_POSTS));
    const links = await screen.findAllByRole('link', {
      name: /Elf on the Shelf|Christmas Traditions/,
    });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      `/blog/${SAMPLE_POSTS[0]!.slug}`,
      `/blog/${SAMPLE_POSTS[1]!.slug}`,
    ]);
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
  });

  it('says so when there are no posts', async () => {
    renderAt('/blog', sourceWith([]));
    expect(await screen.findByText('No blog posts found')).toBeInTheDocument();
    expect(screen.getByText(/marked as published/)).toBeInTheDocument();
  });

  it('shows a post with its author, date and body', async () => {
    renderAt(`/blog/${SAMPLE_POST.slug}`, sourceWith(SAMPLE_POSTS));
    expect(
      await screen.findByRole('heading', { level: 1, name: SAMPLE_POST.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(/By Jolly Jingle/)).toBeInTheDocument();
    expect(screen.getByText('Cereal box surprise')).toBeInTheDocument();
    // Without a featured image the hero shows the default holiday picture, at its widths.
    const hero = document.querySelector('img.hero');
    expect(hero).toHaveAttribute('src', '/images/default-holiday.webp');
    expect(hero).toHaveAttribute(
      'srcset',
      expect.stringContaining('default-holiday-w480.webp 480w'),
    );
    expect(await screen.findByRole('heading', { name: 'More from the blog' })).toBeInTheDocument();
  });

  it('offers the stored widths of the featured image so a phone downloads a small one', async () => {
    const featured = 'https://s.test/media/blog/featured/a.webp';
    const srcSet = `https://s.test/media/blog/featured/a-w480.webp 480w, ${featured} 1280w`;
    const post = { ...SAMPLE_POST, featuredImage: featured, imageSrcSets: { [featured]: srcSet } };
    renderAt(`/blog/${post.slug}`, sourceWith([post]));
    await screen.findByRole('heading', { level: 1, name: post.title });
    const hero = document.querySelector('img.hero');
    expect(hero).toHaveAttribute('srcset', srcSet);
    expect(hero).toHaveAttribute('sizes', '(max-width: 800px) 100vw, 760px');
  });

  it('goes from an unknown post to /blog after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAt('/blog/missing', sourceWith(SAMPLE_POSTS));
      expect(await screen.findByText(POST_NOT_FOUND_TITLE)).toBeInTheDocument();
      expect(screen.getByText(POST_NOT_FOUND_TEXT)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(NOT_FOUND_REDIRECT_MS - 50));
      expect(goTo).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(goTo).toHaveBeenCalledExactlyOnceWith('/blog');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('categories', () => {
  it('a post shows its categories as links to their pages, in the spec’s order', async () => {
    const post = {
      ...SAMPLE_POST,
      metadata: {
        ...SAMPLE_POST.metadata,
        categories: ['elf-stories' as const, 'elf-tips' as const],
      },
    };
    renderAt(`/blog/${post.slug}`, sourceWith([post]));
    const list = await screen.findByRole('list', { name: BLOG_TEXT.postCategories });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Elf Tips', '/blog/category/elf-tips'],
      ['Elf Stories', '/blog/category/elf-stories'],
    ]);
  });

  it('a post without categories shows no category list', async () => {
    const post = { ...SAMPLE_POST, metadata: {} };
    renderAt(`/blog/${post.slug}`, sourceWith([post]));
    await screen.findByRole('heading', { level: 1, name: post.title });
    expect(screen.queryByRole('list', { name: BLOG_TEXT.postCategories })).toBeNull();
  });

  it('a category page lists its posts, offers its feed and the other categories', async () => {
    const asked: unknown[] = [];
    renderAt('/blog/category/elf-stories', {
      ...sourceWith(SAMPLE_POSTS),
      listPublished: async (before, category) => {
        asked.push(category);
        return { posts: [SAMPLE_POSTS[1]!], nextBefore: null };
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Elf Stories' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['elf-stories']);
    expect(screen.getByRole('link', { name: SAMPLE_POSTS[1]!.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BLOG_TEXT.categoryFeed })).toHaveAttribute(
      'href',
      '/blog/category/elf-stories/rss.xml',
    );
    const nav = screen.getByRole('navigation', { name: BLOG_TEXT.browseCategories });
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(within(nav).getByRole('link', { name: 'Elf Stories' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('an empty category says there are no posts', async () => {
    renderAt('/blog/category/elf-stories', sourceWith([]));
    expect(await screen.findByText(BLOG_TEXT.emptyTitle)).toBeInTheDocument();
  });
});

describe('blog list when loading fails', () => {
  it('retries a network failure twice, then shows the message, a toast, and Try Again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    const failing: BlogSource = {
      ...sourceWith([]),
      listPublished: () => {
        calls += 1;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    };
    try {
      renderAt('/blog', failing);
      // Waits of 1 s, then 2 s: the spec's delay times the retry number.
      await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 3));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(BLOG_TEXT.errorTitle);
      expect(alert).toHaveTextContent('Failed to fetch (After 2 retries)');
      expect(calls).toBe(3);
      expect(screen.getByRole('button', { name: BLOG_TEXT.tryAgain })).toBeInTheDocument();
      expect(await screen.findByTestId('toast')).toHaveTextContent(BLOG_TEXT.errorToast);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the posts when a retry succeeds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const working = sourceWith(SAMPLE_POSTS);
    let calls = 0;
    try {
      renderAt('/blog', {
        ...working,
        listPublished: (before) => {
          calls += 1;
          return calls === 1
            ? Promise.reject(new Error('Request timeout'))
            : working.listPublished(before);
        },
      });
      await act(() => vi.advanceTimersByTimeAsync(RETRY_DELAY_MS));
      expect(await screen.findByText(SAMPLE_POSTS[0]!.title)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers Try Again as the site’s primary button, not a bare browser button', async () => {
    let calls = 0;
    renderAt('/blog', {
      ...sourceWith([]),
      listPublished: () => {
        calls += 1;
        return Promise.reject(new Error('Service unavailable'));
      },
    });
    const button = await screen.findByRole('button', { name: BLOG_TEXT.tryAgain });
    // Not a network, fetch or timeout error: no retry.
    expect(calls).toBe(1);
    expect(button).toHaveStyle({
      backgroundColor: theme.colors.primary,
      color: theme.colors.primaryText,
      borderRadius: '8px',
    });
  });
});

describe('a post that cannot be loaded', () => {
  it('says so with a toast, then goes to /blog', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const failing: BlogSource = {
        ...sourceWith([]),
        getPublishedBySlug: () => Promise.reject(new Error('Firestore unavailable')),
      };
      renderAt('/blog/some-post', failing);
      expect(
        await screen.findByRole('heading', { name: POST_ERROR_TEXT.title }),
      ).toBeInTheDocument();
      expect(await screen.findByTestId('toast')).toHaveTextContent(POST_ERROR_TEXT.description);
      expect(goTo).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(POST_ERROR_REDIRECT_MS + 50));
      expect(goTo).toHaveBeenCalledExactlyOnceWith('/blog');
    } finally {
      vi.useRealTimers();
    }
  });
});
