// @vitest-environment jsdom
import { EMBED_HEIGHT_MESSAGE, EMBED_HOST_MESSAGE } from '@core/embed/embed-message';
import { resizeEmbedFrame } from './frames';

const OURS = 'https://elfletter.example';

/** A frame on the page, its window's posts recorded. */
function frameOf(src: string) {
  const frame = document.createElement('iframe');
  frame.src = src;
  document.body.append(frame);
  const replies = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  return { frame, replies };
}

const send = (source: Window | null, origin: string, data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { source, origin, data }));

describe('resizing embed frames on the host page', () => {
  // One listener for the file, as the loader adds: each test's frames are new, so earlier ones
  // never match.
  beforeAll(() =>
    window.addEventListener('message', (event) => resizeEmbedFrame(window, document, OURS, event)),
  );
  afterEach(() => document.body.replaceChildren());

  it("sets an embed frame's height from its message and answers with the page's path", () => {
    window.history.replaceState(null, '', '/advent/day-3?utm=mail');
    const { frame, replies } = frameOf(`${OURS}/embed/scene?theme=auto`);
    send(frame.contentWindow, OURS, { type: EMBED_HEIGHT_MESSAGE, height: 712 });
    expect(frame.style.height).toBe('712px');
    expect(replies).toHaveBeenCalledWith({ type: EMBED_HOST_MESSAGE, path: '/advent/day-3' }, OURS);
  });

  it('ignores another origin, a malformed message, another window and a frame of another page', () => {
    const { frame, replies } = frameOf(`${OURS}/embed/craft`);
    const other = frameOf(`${OURS}/blog`);
    send(frame.contentWindow, 'https://evil.example', { type: EMBED_HEIGHT_MESSAGE, height: 900 });
    send(frame.contentWindow, OURS, { type: EMBED_HEIGHT_MESSAGE, height: 99_999 });
    send(frame.contentWindow, OURS, { type: EMBED_HEIGHT_MESSAGE, height: '900' });
    send(window, OURS, { type: EMBED_HEIGHT_MESSAGE, height: 900 });
    send(other.frame.contentWindow, OURS, { type: EMBED_HEIGHT_MESSAGE, height: 900 });
    expect(frame.style.height).toBe('');
    expect(other.frame.style.height).toBe('');
    expect(replies).not.toHaveBeenCalled();
    expect(other.replies).not.toHaveBeenCalled();
  });
});
