// @vitest-environment jsdom
import type { StartGenerator } from '../shared/define-generator';
import { EMBED_HEIGHT_MESSAGE } from '@core/embed/embed-message';
import {
  installLoader,
  type FramesModule,
  type GeneratorModule,
  type ServerFrameModule,
} from './create-loader';
import type { GeneratorKey } from './generators';
import * as earlyClicks from './held-early';
import { takeEarlyClicks, type EarlyClick } from '../shared/when-touched';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const OURS = 'https://elfletter.example';

/**
 * Each test gets its own page: a fresh document and a window object of its own (without
 * IntersectionObserver, so declared generators start at once), so no loader outlives its test.
 */
function newPage(html = '') {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return { doc, win: {} as Window };
}

/** The iframe embeds' code, as the frame side of it answers on our embed page. */
const framedPage = () => ({ origin: 'https://blog.example', path: '/advent' });
const fakeFrames = (): FramesModule => ({
  frameEmbed: () => ({ method: 'iframe', page: framedPage }),
  resizeEmbedFrame: vi.fn(),
});

function setup({ doc, win }: ReturnType<typeof newPage>, nonce?: string) {
  const starts: Partial<Record<GeneratorKey, ReturnType<typeof vi.fn<StartGenerator>>>> = {};
  const importGenerator = vi.fn(async (key: GeneratorKey): Promise<GeneratorModule> => {
    const start = (starts[key] ??= vi.fn<StartGenerator>());
    return { start, stop: vi.fn() };
  });
  const importFrames = vi.fn(async () => fakeFrames());
  installLoader({ window: win, document: doc, importGenerator, importFrames, nonce });
  return { starts, importGenerator, importFrames };
}

/** The elements each start call was given, for one generator. */
const startedElements = (start: ReturnType<typeof vi.fn<StartGenerator>> | undefined) =>
  start?.mock.calls.map(([target]) => target) ?? [];

describe('widget loader', () => {
  it('defines the four globals and loads nothing until one is called', () => {
    const page = newPage();
    const { importGenerator, importFrames } = setup(page);
    expect(typeof page.win.initElfNameGenerator).toBe('function');
    expect(typeof page.win.initCraftGenerator).toBe('function');
    expect(typeof page.win.initSceneGenerator).toBe('function');
    expect(typeof page.win.initRecipeGenerator).toBe('function');
    expect(importGenerator).not.toHaveBeenCalled();
    expect(importFrames).not.toHaveBeenCalled();
  });

  it("starts our embed page's generator at once, though its frame is not in view, and a markup element only once near", async () => {
    const page = newPage(
      '<div data-elf-generator="scene" data-elf-frame></div><div data-elf-generator="craft"></div>',
    );
    // A frame hidden by its host until its height arrives: the observer reports nothing.
    const observed: Element[] = [];
    const NeverInView = class {
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
    };
    Object.assign(page.win, { IntersectionObserver: NeverInView });
    vi.stubGlobal('IntersectionObserver', NeverInView);
    try {
      const { importGenerator } = setup(page);
      await flush();
      expect(importGenerator.mock.calls).toEqual([['scene']]);
      expect(observed).toEqual([page.doc.querySelector('[data-elf-generator="craft"]')]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("on our embed page, loads the iframe code with the generator and reports its uses as the framing page's", async () => {
    const page = newPage('<div data-elf-generator="scene" data-elf-frame></div>');
    const { starts, importGenerator, importFrames } = setup(page);
    await flush();
    expect(importFrames).toHaveBeenCalledTimes(1);
    expect(importGenerator).toHaveBeenCalledWith('scene');
    expect(starts.scene!).toHaveBeenCalledWith(
      page.doc.querySelector('[data-elf-generator]'),
      expect.objectContaining({ method: 'iframe', page: framedPage }),
    );
  });

  it('on a page that frames our embed pages, loads the iframe code with the first height message from our origin, and hands it every such message', async () => {
    // The test's own window, where messages can be sent: no other test installs a loader there.
    const frames = fakeFrames();
    const importFrames = vi.fn(async () => frames);
    installLoader({ window, document, importGenerator: vi.fn(), importFrames, origin: OURS });
    const send = (origin: string, data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { origin, data }));
    send('https://evil.example', { type: EMBED_HEIGHT_MESSAGE, height: 500 });
    send(OURS, { type: 'something-else' });
    send(OURS, null);
    await flush();
    expect(importFrames).not.toHaveBeenCalled();

    send(OURS, { type: EMBED_HEIGHT_MESSAGE, height: 500 });
    send(OURS, { type: EMBED_HEIGHT_MESSAGE, height: 720 });
    await flush();
    expect(importFrames).toHaveBeenCalledTimes(1);
    expect(
      vi
        .mocked(frames.resizeEmbedFrame)
        .mock.calls.map(([, , origin, event]) => [origin, event.data]),
    ).toEqual([
      [OURS, { type: EMBED_HEIGHT_MESSAGE, height: 500 }],
      [OURS, { type: EMBED_HEIGHT_MESSAGE, height: 720 }],
    ]);
  });

  it('loads a generator on its first call only, and passes the arguments and the nonce through', async () => {
    const page = newPage();
    const { starts, importGenerator } = setup(page, 'n0nce');
    page.win.initCraftGenerator!('a', 'christmas', 'post-1');
    page.win.initCraftGenerator!('b');
    await flush();
    expect(importGenerator).toHaveBeenCalledTimes(1);
    expect(importGenerator).toHaveBeenCalledWith('craft');
    expect(starts.craft!.mock.calls).toEqual([
      ['a', { theme: 'christmas', postId: 'post-1', nonce: 'n0nce', method: 'script' }],
      ['b', { theme: undefined, postId: undefined, nonce: 'n0nce', method: 'script' }],
    ]);
  });

  it('starts generators declared in markup without changing it, including markup added later', async () => {
    const page = newPage(`
      <div data-elf-generator="scene" data-theme="minimal" data-post-id="p9"></div>
      <div id="mine" data-elf-generator="recipe"></div>`);
    const before = page.doc.body.innerHTML;
    const { starts, importGenerator } = setup(page);
    await flush();
    expect(importGenerator.mock.calls.map(([key]) => key).sort()).toEqual(['recipe', 'scene']);
    const [scene, recipe] = [...page.doc.querySelectorAll('[data-elf-generator]')];
    expect(starts.scene!).toHaveBeenCalledWith(scene, {
      theme: 'minimal',
      postId: 'p9',
      instanceId: 'elf-generator-1',
      nonce: undefined,
      preview: false,
      method: 'markup',
    });
    expect(starts.recipe!).toHaveBeenCalledWith(
      recipe,
      expect.objectContaining({ instanceId: 'mine' }),
    );
    expect(page.doc.body.innerHTML).toBe(before);

    const later = page.doc.createElement('div');
    later.dataset.elfGenerator = 'elf-name';
    page.doc.body.append(later);
    await flush();
    await flush();
    expect(startedElements(starts['elf-name'])).toEqual([later]);
    expect(starts.scene!).toHaveBeenCalledTimes(1);
  });

  it('passes the elf name options of markup and of the init call (title, show_history)', async () => {
    const page = newPage(`
      <div data-elf-generator="elf-name" data-title=" Find your elf name " data-show-history="false"></div>
      <div data-elf-generator="elf-name" data-show-history="true"></div>
      <div id="scripted"></div>
      <div id="junk"></div>`);
    const { starts } = setup(page);
    page.win.initElfNameGenerator!('scripted', 'christmas', undefined, {
      title: 'Our elf names',
      show_history: false,
    });
    // A page script may pass anything: what is not a title or an off switch is ignored.
    page.win.initElfNameGenerator!('junk', undefined, undefined, {
      title: 42,
      show_history: 'yes',
    } as unknown as GeneratorOptions);
    await flush();
    const [titled, plain] = [...page.doc.querySelectorAll('[data-elf-generator]')];
    const calls = starts['elf-name']!.mock.calls;
    expect(calls.find(([target]) => target === titled)![1]).toMatchObject({
      title: 'Find your elf name',
      showHistory: false,
    });
    expect(calls.find(([target]) => target === plain)![1]).toMatchObject({
      title: undefined,
      showHistory: undefined,
    });
    expect(calls.find(([target]) => target === 'scripted')![1]).toMatchObject({
      theme: 'christmas',
      title: 'Our elf names',
      showHistory: false,
    });
    expect(calls.find(([target]) => target === 'junk')![1]).toMatchObject({
      title: undefined,
      showHistory: undefined,
    });
  });

  it('gives clones restored from a snapshot their own widgets, but never starts an element twice', async () => {
    const page = newPage('<main><div data-elf-generator="scene"></div></main>');
    const { starts } = setup(page);
    await flush();
    const original = page.doc.querySelector('[data-elf-generator]')!;
    expect(startedElements(starts.scene)).toEqual([original]);

    // Turbo and pjax restore a page from a snapshot: a deep clone of the body, every attribute kept.
    page.doc.body.replaceWith(page.doc.body.cloneNode(true));
    await flush();
    await flush();
    const clone = page.doc.querySelector('[data-elf-generator]')!;
    expect(clone).not.toBe(original);
    expect(startedElements(starts.scene)).toEqual([original, clone]);

    // The same element moved elsewhere keeps its widget.
    page.doc.body.prepend(clone);
    await flush();
    await flush();
    expect(starts.scene!).toHaveBeenCalledTimes(2);
  });

  it('starts a clone of an element a page script started, the same way', async () => {
    const page = newPage('<main><div id="recipes"></div></main>');
    const { starts } = setup(page, 'n0nce');
    page.win.initRecipeGenerator!('recipes', 'elf', 'post-2');
    page.win.initRecipeGenerator!('missing');
    await flush();
    page.doc.body.replaceWith(page.doc.body.cloneNode(true));
    await flush();
    await flush();
    expect(starts.recipe!.mock.calls).toEqual([
      ['recipes', { theme: 'elf', postId: 'post-2', nonce: 'n0nce', method: 'script' }],
      ['missing', { theme: undefined, postId: undefined, nonce: 'n0nce', method: 'script' }],
      [
        page.doc.getElementById('recipes'),
        { theme: 'elf', postId: 'post-2', instanceId: 'recipes', nonce: 'n0nce', method: 'script' },
      ],
    ]);
  });

  it('reports an unknown generator and a failed download without throwing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = newPage('<div data-elf-generator="teleporter"></div>');
    installLoader({
      window: page.win,
      document: page.doc,
      importGenerator: () => Promise.reject(new Error('offline')),
      importFrames: async () => fakeFrames(),
    });
    page.win.initSceneGenerator!('x');
    await flush();
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      '[elf widgets] Unknown generator "teleporter": use one of elf-name, craft, scene, recipe.',
      '[initSceneGenerator] could not load the generator',
    ]);
    const unknown = page.doc.querySelector<HTMLElement>('[data-elf-generator]')!;
    expect(unknown.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
      'Unknown generator "teleporter": use one of elf-name, craft, scene, recipe.',
    );
    errors.mockRestore();
  });

  it('keeps a global the page already has', () => {
    const page = newPage();
    const own = vi.fn();
    page.win.initSceneGenerator = own;
    setup(page);
    expect(page.win.initSceneGenerator).toBe(own);
  });

  it('installs once when a page includes the loader twice', async () => {
    const page = newPage('<div data-elf-generator="craft"></div>');
    const first = setup(page);
    const second = setup(page);
    await flush();
    expect(first.starts.craft!).toHaveBeenCalledTimes(1);
    expect(second.importGenerator).not.toHaveBeenCalled();
  });

  describe("a generator whose first frame the server rendered (this site's loader)", () => {
    /** The server's frame: a declarative shadow root, here attached as the parser would. */
    function serverFramePage() {
      const page = newPage('<div data-elf-generator="scene" data-post-id="p1"></div>');
      const host = page.doc.querySelector<HTMLElement>('[data-elf-generator]')!;
      host.attachShadow({ mode: 'open' }).innerHTML = '<div data-elf-first-frame="waiting"></div>';
      return { page, host };
    }
    const touch = { approached: Promise.resolve(), replay: vi.fn(), cancel: vi.fn() };

    it("loads the generator only when the visitor comes, handing it the wait that held the visitor's click", async () => {
      const { page, host } = serverFramePage();
      let visitorCame = () => {};
      const awaitVisitor = vi.fn<ServerFrameModule['awaitVisitor']>((_host, _key, _options, go) => {
        visitorCame = () => go(touch);
      });
      const importGenerator = vi.fn(async () => ({
        start: vi.fn<StartGenerator>(),
        stop: vi.fn(),
      }));
      installLoader({
        window: page.win,
        document: page.doc,
        importGenerator,
        importFrames: vi.fn(),
        importServerFrame: async () => ({ awaitVisitor }),
      });
      await flush();
      expect(awaitVisitor).toHaveBeenCalledWith(
        host,
        'scene',
        expect.objectContaining({ postId: 'p1', method: 'markup' }),
        expect.any(Function),
      );
      expect(importGenerator).not.toHaveBeenCalled();

      visitorCame();
      await flush();
      const start = (await importGenerator.mock.results[0]!.value).start;
      expect(start).toHaveBeenCalledWith(host, expect.objectContaining({ postId: 'p1', touch }));
    });

    it('holds a click on the frame from the start, and hands it to what waits for the visitor once that comes', async () => {
      const { page, host } = serverFramePage();
      const spin = page.doc.createElement('button');
      host.shadowRoot!.firstElementChild!.append(spin);
      let arrive = () => {};
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      // As server-frame.ts does: what waits for the visitor takes the clicks held so far.
      let taken: EarlyClick[] | undefined;
      const awaitVisitor = vi.fn<ServerFrameModule['awaitVisitor']>(
        (element) => void (taken = takeEarlyClicks(element)),
      );
      installLoader({
        window: page.win,
        document: page.doc,
        importGenerator: vi.fn(),
        importFrames: vi.fn(),
        importServerFrame: () => arrived.then(() => ({ awaitVisitor })),
        earlyClicks,
      });
      // A tap on the frame's button, which looks ready, and one beside it, on the element.
      const taps = [spin, host].map((target) => {
        const tap = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
        target.dispatchEvent(tap);
        return tap;
      });
      expect(taps.map((tap) => tap.defaultPrevented)).toEqual([true, true]);
      arrive();
      await flush();
      expect(awaitVisitor).toHaveBeenCalledWith(
        host,
        'scene',
        expect.anything(),
        expect.any(Function),
      );
      expect(taken).toEqual([
        { target: spin, x: 0, y: 0 },
        { target: null, x: 0, y: 0 },
      ]);
      // From then on, the clicks are the wait's to hold.
      const later = new MouseEvent('click', { bubbles: true, cancelable: true });
      host.dispatchEvent(later);
      expect(later.defaultPrevented).toBe(false);
    });

    it('starts the generator at once when what waits for the visitor cannot load, or in the loader other sites load', async () => {
      for (const importServerFrame of [() => Promise.reject(new Error('offline')), undefined]) {
        const { page, host } = serverFramePage();
        const start = vi.fn<StartGenerator>();
        installLoader({
          window: page.win,
          document: page.doc,
          importGenerator: async () => ({ start, stop: vi.fn() }),
          importFrames: vi.fn(),
          importServerFrame,
        });
        await flush();
        await flush();
        expect(start).toHaveBeenCalledWith(host, expect.not.objectContaining({ touch }));
      }
    });
  });
});
