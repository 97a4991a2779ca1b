import { publicApiPath } from '@core/public-api-routes';
import { countCtaClicks } from './count-cta-clicks';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('counting the call to action’s clicks without the runtime', () => {
  it('counts a click on the box’s link for the post', () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML =
      '<aside data-cta="other"><a href="#a">Other</a></aside>' +
      '<aside data-cta="magic-letter-box"><a href="#letters">Create a magic letter</a></aside>';
    countCtaClicks({ postId: 'p1', ctaIdentifier: 'magic-letter-box' });
    document.querySelector<HTMLAnchorElement>('[data-cta="other"] a')!.click();
    expect(fetch).not.toHaveBeenCalled();
    document.querySelector<HTMLAnchorElement>('[data-cta="magic-letter-box"] a')!.click();
    expect(fetch).toHaveBeenCalledWith(publicApiPath('trackClick'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postId: 'p1', ctaIdentifier: 'magic-letter-box' }),
      keepalive: true,
    });
  });

  it('does nothing on a page without the box', () => {
    expect(() => countCtaClicks({ postId: 'p1', ctaIdentifier: 'magic-letter-box' })).not.toThrow();
  });
});
