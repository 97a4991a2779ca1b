import { EMBED_KINDS } from './embed-kinds';
import { EMBED_HEIGHT_MESSAGE, EMBED_HOST_MESSAGE } from './embed-message';
import { EMBED_FRAME_HEIGHT } from './embed-page';
import {
  embedThemes,
  elfNameInitSnippet,
  embedSnippets,
  oembedDiscoveryUrl,
  oembedHtml,
} from './embed-snippets';

const ORIGIN = 'http://127.0.0.1:5020';

describe('embedSnippets', () => {
  it('builds the script, element and iframe codes from the origin, kind and theme', () => {
    const code = embedSnippets(ORIGIN, 'craft', { theme: 'christmas' });
    expect(code.script).toBe(
      `<script src="${ORIGIN}/widgets/loader.js"></script>\n` +
        '<div data-elf-generator="craft" data-theme="christmas"></div>',
    );
    expect(code.element).toBe(
      `<script src="${ORIGIN}/widgets/loader.js" async></script>\n` +
        '<elf-generator kind="craft" theme="christmas"></elf-generator>',
    );
    const [frame, script, ...rest] = code.iframe.split('\n');
    expect(rest).toEqual([]);
    expect(frame).toBe(
      `<iframe src="${ORIGIN}/embed/craft?theme=christmas" title="Craft Ideas Generator" loading="lazy" ` +
        'allow="clipboard-write" ' +
        `style="display:block;width:100%;max-width:600px;height:${EMBED_FRAME_HEIGHT.craft}px;border:0;margin:0 auto"></iframe>`,
    );
    expect(script).toMatch(/^<script>.*<\/script>$/);
    expect(script).toContain(`e.origin!=="${ORIGIN}"`);
    expect(script).toContain(`"${EMBED_HEIGHT_MESSAGE}"`);
    expect(code.link).toBe(`${ORIGIN}/generators/craft?theme=christmas`);
  });

  it("gives the generator's page as the link to paste, the theme its only option (oEmbed reads no other)", () => {
    expect(embedSnippets(ORIGIN, 'scene').link).toBe(`${ORIGIN}/generators/scene`);
    expect(
      embedSnippets(ORIGIN, 'elf-name', { theme: 'auto', title: 'Hi', showHistory: false }).link,
    ).toBe(`${ORIGIN}/generators/elf-name?theme=auto`);
  });

  it('names no theme when none is chosen (craft and scene then show their stored one)', () => {
    const code = embedSnippets(ORIGIN, 'scene');
    expect(code.script).toContain('<div data-elf-generator="scene"></div>');
    expect(code.element).toContain('<elf-generator kind="scene"></elf-generator>');
    expect(code.iframe).toContain(`src="${ORIGIN}/embed/scene"`);
  });

  it('writes the elf name title and show_history in each form, and only for elf names', () => {
    const options = { theme: 'auto', title: ' Name your elf ', showHistory: false };
    const code = embedSnippets(ORIGIN, 'elf-name', options);
    expect(code.script).toContain(
      '<div data-elf-generator="elf-name" data-theme="auto" data-title="Name your elf" data-show-history="false"></div>',
    );
    expect(code.element).toContain(
      '<elf-generator kind="elf-name" theme="auto" data-title="Name your elf" data-show-history="false"></elf-generator>',
    );
    expect(code.iframe).toContain(
      `src="${ORIGIN}/embed/elf-name?theme=auto&amp;title=Name+your+elf&amp;show_history=false" title="Name your elf"`,
    );
    const recipe = embedSnippets(ORIGIN, 'recipe', options);
    expect(recipe.script).toContain('<div data-elf-generator="recipe" data-theme="auto"></div>');
    expect(recipe.iframe).toContain(`/embed/recipe?theme=auto"`);
  });

  it('leaves out a blank title and a shown history', () => {
    const code = embedSnippets(ORIGIN, 'elf-name', { title: '  ', showHistory: true });
    expect(code.script).toContain('<div data-elf-generator="elf-name"></div>');
    expect(code.iframe).toContain('title="Elf Name Generator"');
  });

  it('escapes a title so it cannot leave its attribute, and the script keeps to one element', () => {
    const code = embedSnippets(ORIGIN, 'elf-name', { title: `"Elves" & <friends></script>` });
    expect(code.script).toContain(
      'data-title="&quot;Elves&quot; &amp; &lt;friends&gt;&lt;/script&gt;"',
    );
    expect(code.element).toContain(
      'title="&quot;Elves&quot; &amp; &lt;friends&gt;&lt;/script&gt;"',
    );
    for (const snippet of [code.script, code.element, code.iframe])
      expect(snippet.match(/<\/script>/g)).toHaveLength(1);
  });

  it('refuses anything but a web origin, with a message that says what it needs', () => {
    for (const bad of [
      '',
      'https://elf.example/',
      'elf.example',
      'javascript:alert(1)',
      'https://elf.example/x',
    ])
      expect(() => embedSnippets(bad, 'craft')).toThrow(/needs the site's origin/);
  });

  it('offers auto and the default theme for every generator', () => {
    for (const kind of EMBED_KINDS) {
      expect(embedThemes(kind)).toContain('auto');
      expect(embedThemes(kind)[0]).toBe('default');
      expect(EMBED_FRAME_HEIGHT[kind]).toBeGreaterThan(200);
    }
  });
});

describe('the iframe code’s resize script', () => {
  /**
   * Runs the one-line script against a stand-in window and two iframes; returns their heights
   * and what the frames were told.
   */
  function run(message: { origin: string; data: unknown; fromFirst?: boolean }) {
    const script = embedSnippets(ORIGIN, 'scene').iframe.split('\n')[1]!;
    const body = script.replace(/^<script>/, '').replace(/<\/script>$/, '');
    const told: unknown[][] = [];
    const frames = [0, 1].map((index) => ({
      contentWindow: { postMessage: (...args: unknown[]) => told.push([index, ...args]) },
      style: { height: '480px' },
    }));
    let listener: ((event: unknown) => void) | undefined;
    const addEventListener = (type: string, handler: (event: unknown) => void) => {
      if (type === 'message') listener = handler;
    };
    const document = { querySelectorAll: () => frames };
    const location = { pathname: '/our/page' };
    new Function('addEventListener', 'document', 'location', body)(
      addEventListener,
      document,
      location,
    );
    listener!({
      origin: message.origin,
      data: message.data,
      source: frames[message.fromFirst === false ? 1 : 0]!.contentWindow,
    });
    return Object.assign(
      frames.map((frame) => frame.style.height),
      { told },
    );
  }

  it('sets the height of the iframe that sent the message and tells it the page’s path', () => {
    const first = run({ origin: ORIGIN, data: { type: EMBED_HEIGHT_MESSAGE, height: 612.4 } });
    expect([...first]).toEqual(['613px', '480px']);
    expect(first.told).toEqual([[0, { type: EMBED_HOST_MESSAGE, path: '/our/page' }, ORIGIN]]);
    const second = run({
      origin: ORIGIN,
      data: { type: EMBED_HEIGHT_MESSAGE, height: 300 },
      fromFirst: false,
    });
    expect([...second]).toEqual(['480px', '300px']);
  });

  it('ignores other origins, other messages and heights that are no number of pixels', () => {
    const ignored = [
      { origin: 'https://evil.example', data: { type: EMBED_HEIGHT_MESSAGE, height: 700 } },
      { origin: ORIGIN, data: { type: 'other', height: 700 } },
      { origin: ORIGIN, data: 'elf-generator:height' },
      { origin: ORIGIN, data: null },
      { origin: ORIGIN, data: { type: EMBED_HEIGHT_MESSAGE, height: '700px;display:none' } },
      { origin: ORIGIN, data: { type: EMBED_HEIGHT_MESSAGE, height: -5 } },
      { origin: ORIGIN, data: { type: EMBED_HEIGHT_MESSAGE, height: Infinity } },
    ];
    for (const message of ignored) {
      const heights = run(message);
      expect([...heights]).toEqual(['480px', '480px']);
      expect(heights.told).toEqual([]);
    }
  });
});

describe('elfNameInitSnippet', () => {
  it('leaves out the parameters left at their defaults', () => {
    expect(elfNameInitSnippet(ORIGIN, { title: ' ', showHistory: true })).toBe(
      `<script src="${ORIGIN}/widgets/loader.js"></script>\n` +
        '<div id="elf-names"></div>\n<script>\n' +
        "  window.initElfNameGenerator('elf-names');\n</script>",
    );
  });

  it('passes the theme, title and show_history as the init call’s arguments', () => {
    expect(elfNameInitSnippet(ORIGIN, { title: 'Name your elf', showHistory: false })).toContain(
      `window.initElfNameGenerator('elf-names', undefined, undefined, {"title":"Name your elf","show_history":false});`,
    );
    expect(elfNameInitSnippet(ORIGIN, { theme: 'christmas' })).toContain(
      `window.initElfNameGenerator('elf-names', "christmas");`,
    );
  });

  it('escapes a title so it cannot close the script', () => {
    const code = elfNameInitSnippet(ORIGIN, { title: `"Elves" & <friends></script>` });
    expect(code).toContain('{"title":"\\"Elves\\" & \\u003cfriends>\\u003c/script>"}');
    expect(code.match(/<\/script>/g)).toHaveLength(2);
  });
});

describe('oembedDiscoveryUrl', () => {
  it('names the page, encoded, on the origin the page is served from', () => {
    expect(oembedDiscoveryUrl(ORIGIN, `${ORIGIN}/generators/elf-name`)).toBe(
      `${ORIGIN}/api/oembed?url=http%3A%2F%2F127.0.0.1%3A5020%2Fgenerators%2Felf-name&format=json`,
    );
  });
});

describe('oembedHtml', () => {
  const page = {
    pageUrl: `${ORIGIN}/blog/a?x=1&y=2`,
    title: 'Elves "&" <friends>',
    src: `${ORIGIN}/embed/post/a`,
    height: 240,
  };

  it('escapes the title and addresses in the fallback link and the frame', () => {
    const html = oembedHtml(ORIGIN, page);
    expect(html).toContain(
      `<a href="${ORIGIN}/blog/a?x=1&amp;y=2">Elves &quot;&amp;&quot; &lt;friends&gt;</a>`,
    );
    expect(html).toContain(
      'title="Elves &quot;&amp;&quot; &lt;friends&gt;" width="100%" height="240"',
    );
    expect(() => oembedHtml('javascript:alert(1)', page)).toThrow(/origin/);
  });

  /** Runs the answer's script after a fallback that is `ours` or a blockquote of the host's. */
  function runAfter(ours: boolean) {
    const script = oembedHtml(ORIGIN, page)
      .split('<script>')[1]!
      .replace(/<\/script>$/, '');
    const blockquote = {
      hidden: false,
      hasAttribute: (name: string) => ours && name.startsWith('data-elf'),
    };
    const document = {
      currentScript: { previousElementSibling: { previousElementSibling: blockquote } },
      querySelectorAll: () => [],
    };
    new Function('addEventListener', 'document', 'location', script)(() => undefined, document, {});
    return blockquote.hidden;
  }

  it('hides its own fallback where its script runs (the frame sizes itself there), never a blockquote of the page', () => {
    expect(runAfter(true)).toBe(true);
    expect(runAfter(false)).toBe(false);
  });
});
