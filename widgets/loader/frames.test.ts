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

/**
 * A page of ours in a frame whose address is `hash`, started by `start` (frames.ts, loaded afresh):
 * its posts to the parent recorded, its body's height set by `grow`.
 */
async function framedPage(
  hash: string,
  start: (frames: typeof import('./frames'), win: Window, doc: Document) => void,
  doc = { referrer: '', body: {} } as unknown as Document,
) {
  vi.resetModules();
  const frames = await import('./frames');
  let resized: () => void = () => undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
    },
  );
  const parent = { postMessage: vi.fn() };
  const listeners: ((event: MessageEvent) => void)[] = [];
  const win = {
    parent,
    location: { hash, origin: OURS },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) =>
      listeners.push(listener),
  } as unknown as Window;
  let height = 0;
  Object.assign(doc.body, { getBoundingClientRect: () => ({ height }) });
  // The page's first render (96 px) comes before the frame's first report, a task later.
  vi.useFakeTimers();
  start(frames, win, doc);
  height = 96;
  vi.runAllTimers();
  vi.useRealTimers();
  return {
    parent,
    grow: (to: number) => {
      height = to;
      resized();
    },
    setHeight: (to: number) => {
      height = to;
    },
    receive: (data: unknown, source: unknown = parent) =>
      listeners.forEach((listener) => listener({ data, source, origin: 'null' } as MessageEvent)),
  };
}

describe('the frame reporting its height', () => {
  /** Our embed page in a frame whose address is `hash`. */
  const framedEmbedPage = (hash: string) =>
    framedPage(hash, (frames, win, doc) => frames.frameEmbed(win, doc));
  afterEach(() => vi.unstubAllGlobals());

  it("speaks our message and, with a host's secret in its address, the host's, on every change and when the host asks", async () => {
    const frame = await framedEmbedPage('#?secret=Zx81kQ');
    // Once started, before any resize is observed (a host may keep the frame unrendered until it
    // speaks): the height the generator's first render gave it.
    expect(frame.parent.postMessage.mock.calls).toEqual([
      [{ type: EMBED_HEIGHT_MESSAGE, height: 96 }, '*'],
      [{ secret: 'Zx81kQ', message: 'height', value: 96 }, '*'],
    ]);
    frame.parent.postMessage.mockClear();
    frame.grow(412.3);
    expect(frame.parent.postMessage.mock.calls).toEqual([
      [{ type: EMBED_HEIGHT_MESSAGE, height: 413 }, '*'],
      [{ secret: 'Zx81kQ', message: 'height', value: 413 }, '*'],
    ]);
    frame.grow(413);
    expect(frame.parent.postMessage).toHaveBeenCalledTimes(2);
    frame.parent.postMessage.mockClear();

    // Asked, it measures again: resizes may have gone unobserved while it was out of sight.
    frame.setHeight(420);
    frame.receive({ message: 'ready', secret: 'Zx81kQ' });
    expect(frame.parent.postMessage).toHaveBeenCalledWith(
      { secret: 'Zx81kQ', message: 'height', value: 420 },
      '*',
    );
    frame.parent.postMessage.mockClear();
    // Another secret, another window, another message: no answer.
    frame.receive({ message: 'ready', secret: 'other' });
    frame.receive({ message: 'ready', secret: 'Zx81kQ' }, {});
    frame.receive({ message: 'height', secret: 'Zx81kQ', value: 5 });
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
  });

  it('speaks only our message without a secret', async () => {
    const frame = await framedEmbedPage('');
    frame.grow(250);
    expect(frame.parent.postMessage.mock.calls).toEqual([
      [{ type: EMBED_HEIGHT_MESSAGE, height: 96 }, '*'],
      [{ type: EMBED_HEIGHT_MESSAGE, height: 250 }, '*'],
    ]);
  });
});

describe('the page usage reports name', () => {
  it('opened on its own, the embed page names itself, having no host page', async () => {
    vi.resetModules();
    const frames = await import('./frames');
    const win = {
      location: { origin: OURS, pathname: '/embed/recipe', hash: '' },
      addEventListener: () => undefined,
    } as unknown as Window & { parent: Window };
    win.parent = win;
    const { method, page } = frames.frameEmbed(win, { referrer: '' } as Document);
    expect({ method, page: page?.() }).toEqual({
      method: 'iframe',
      page: { origin: OURS, path: '/embed/recipe' },
    });
  });
});

describe("a post's card in a frame", () => {
  /** The card page in a frame whose address is `hash`, with a click on what `selector` finds. */
  async function framedCard(hash: string) {
    const doc = document.implementation.createHTMLDocument('card');
    doc.body.innerHTML = `<a href="${OURS}/blog/elf-ideas" target="_blank" rel="noopener"><span>Elf ideas</span></a><p>Excerpt</p>`;
    const frame = await framedPage(hash, (frames, win) => frames.framePostCard(win, doc), doc);
    const click = (selector: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      doc.querySelector(selector)!.dispatchEvent(event);
      return event;
    };
    return { ...frame, click };
  }
  afterEach(() => vi.unstubAllGlobals());

  it('reports its height as the generator frames do', async () => {
    const card = await framedCard('#?secret=Zx81kQ');
    card.parent.postMessage.mockClear();
    card.grow(206.2);
    expect(card.parent.postMessage.mock.calls).toEqual([
      [{ type: EMBED_HEIGHT_MESSAGE, height: 207 }, '*'],
      [{ secret: 'Zx81kQ', message: 'height', value: 207 }, '*'],
    ]);
  });

  it('asks a host that gave a secret to open the post, rather than opening it in the frame (sandboxed: no new tab)', async () => {
    const card = await framedCard('#?secret=Zx81kQ');
    const event = card.click('span');
    expect(event.defaultPrevented).toBe(true);
    expect(card.parent.postMessage).toHaveBeenCalledWith(
      { secret: 'Zx81kQ', message: 'link', value: `${OURS}/blog/elf-ideas` },
      '*',
    );
    card.parent.postMessage.mockClear();
    // A click on no link is the page's own.
    expect(card.click('p').defaultPrevented).toBe(false);
    expect(card.parent.postMessage).not.toHaveBeenCalled();
  });

  it('lets the link open its new tab without a secret', async () => {
    const card = await framedCard('');
    card.parent.postMessage.mockClear();
    expect(card.click('span').defaultPrevented).toBe(false);
    expect(card.parent.postMessage).not.toHaveBeenCalled();
  });
});
