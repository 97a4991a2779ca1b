import { act, screen } from '@testing-library/react';
import { VIEW_FAILED_TEXT, VIEWED_POSTS_KEY } from '@core/analytics/tracking';
import { trackPostView } from './track-post-view';

describe("a post's view tracking", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('reports the view after 300 ms, once per post per day in a session', async () => {
    const fetchMock = vi.fn(async () => Response.json({ views: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    trackPostView({ postId: 'post-1' });
    await vi.advanceTimersByTimeAsync(250);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/track-view',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ postId: 'post-1' }) }),
    );
    await vi.waitFor(() => expect(sessionStorage.getItem(VIEWED_POSTS_KEY)).toContain('post-1'));

    trackPostView({ postId: 'post-1' });
    await vi.advanceTimersByTimeAsync(400);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    trackPostView({ postId: 'post-2' });
    await vi.advanceTimersByTimeAsync(400);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends the link's ref with the view, so a newsletter's visits are counted", async () => {
    const fetchMock = vi.fn(async () => Response.json({ views: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    history.replaceState(null, '', '/blog/elf-ideas?ref=newsletter-send-1');
    try {
      trackPostView({ postId: 'post-1' });
      await vi.advanceTimersByTimeAsync(350);
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/track-view',
        expect.objectContaining({
          body: JSON.stringify({ postId: 'post-1', ref: 'newsletter-send-1' }),
        }),
      );
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it("reads the session's storage and sends the view in two tasks, not one", async () => {
    let laterTaskRan = false;
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      setTimeout(() => (laterTaskRan = true), 0);
      return null;
    });
    const sentInLaterTask: boolean[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        sentInLaterTask.push(laterTaskRan);
        return Response.json({ views: 1 });
      }),
    );
    trackPostView({ postId: 'post-1' });
    await vi.advanceTimersByTimeAsync(350);
    getItem.mockRestore();
    expect(sentInLaterTask).toEqual([true]);
  });

  it('shows the gentle toast when reporting fails, and tries again on the next view', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    act(() => trackPostView({ postId: 'post-1' }));
    await act(() => vi.advanceTimersByTimeAsync(350));
    expect(await screen.findByTestId('toast')).toHaveTextContent(VIEW_FAILED_TEXT.description);
    expect(sessionStorage.getItem(VIEWED_POSTS_KEY)).toBeNull();
  });
});
