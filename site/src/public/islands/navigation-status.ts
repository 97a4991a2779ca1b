import { BLOG_PATH } from '@core/posts/blog-paths';
import { theme } from '@site/shared/app/theme';

export const NAVIGATION_TEXT = { blog: 'Loading blog posts...', other: 'Loading...' } as const;

/** The page a click on `event`'s link opens in this tab, if it is another page of this site. */
function nextPage(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/admin')) return null;
  // A #fragment of this page scrolls; nothing loads.
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

/**
 * Links between public pages are plain navigations; while the next page loads, the page says so
 * at the top of the window, as the spec's blog states ask ('Loading blog posts...'). A page the
 * browser brings back from its cache (Back) drops the message.
 */
export function showNavigationStatus(): void {
  let status: HTMLParagraphElement | null = null;
  document.addEventListener('click', (event) => {
    const url = nextPage(event);
    if (!url) return;
    status ??= document.body.appendChild(document.createElement('p'));
    status.setAttribute('role', 'status');
    status.textContent = url.pathname === BLOG_PATH ? NAVIGATION_TEXT.blog : NAVIGATION_TEXT.other;
    Object.assign(status.style, {
      position: 'fixed',
      top: '0',
      left: '50%',
      transform: 'translateX(-50%)',
      zIndex: '100',
      margin: '0',
      padding: '0.35rem 1rem',
      borderRadius: '0 0 8px 8px',
      background: theme.colors.primary,
      color: theme.colors.primaryText,
      fontSize: '0.9rem',
    });
  });
  window.addEventListener('pageshow', () => {
    status?.remove();
    status = null;
  });
}
