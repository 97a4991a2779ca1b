import { act, render, screen } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import type { Post } from '@core/models';
import { AppShell } from '@site/shared/app/app-shell';
import { ADMIN_FLAG_KEY } from '@site/shared/lib/admin-flag';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { goTo } from '@site/public/lib/go-to';
import { draftForSession } from './draft-for-session';
import { LOOKING_FOR_DRAFT_TEXT, POST_NOT_FOUND_TITLE, PostNotFound } from './post-not-found';

// The lookup asks the API with the admin's token; here it answers when the test says.
vi.mock('./draft-for-session', () => ({ draftForSession: vi.fn() }));
vi.mock('@site/public/lib/go-to', () => ({ goTo: vi.fn() }));

function lookup() {
  let answer: (post: Post | null) => void = () => {};
  vi.mocked(draftForSession).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  return (post: Post | null) => act(async () => answer(post));
}

const renderNotFound = () =>
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <PostNotFound slug="secret-santa-plans" />
    </AppShell>,
  );

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.mocked(goTo).mockClear();
});

describe('an unknown post', () => {
  it("in an admin's browser, says it looks for a draft, then shows the draft it found", async () => {
    localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    const answer = lookup();
    renderNotFound();
    expect(screen.getByRole('status')).toHaveTextContent(LOOKING_FOR_DRAFT_TEXT);
    expect(screen.queryByText(POST_NOT_FOUND_TITLE)).toBeNull();

    await answer({ ...SAMPLE_POST, title: 'Secret Santa Plans', published: false });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Secret Santa Plans');
    expect(goTo).not.toHaveBeenCalled();
  });

  it("in an admin's browser without such a draft, says so for 500 ms before going to the blog", async () => {
    localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    vi.useFakeTimers();
    const answer = lookup();
    renderNotFound();
    await answer(null);
    expect(screen.getByRole('alert')).toHaveTextContent(POST_NOT_FOUND_TITLE);
    await act(async () => vi.advanceTimersByTime(499));
    expect(goTo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(goTo).toHaveBeenCalledWith('/blog');
  });

  it('for a visitor, says it is not found at once, as the server did', async () => {
    const answer = lookup();
    renderNotFound();
    expect(screen.getByRole('alert')).toHaveTextContent(POST_NOT_FOUND_TITLE);
    expect(screen.queryByRole('status')).toBeNull();
    await answer(null);
  });
});
