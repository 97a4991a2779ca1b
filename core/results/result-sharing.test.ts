import {
  emailShareUrl,
  isResultKey,
  opensInNewTab,
  pinterestSaveUrl,
  RESULT_ACTION_FIGURE,
  RESULT_ACTIONS,
  resultTool,
  spreadOf,
} from './result-sharing';
import { TOOL_USAGE_MAX_BODY_BYTES, toolUsageInputSchema } from '../analytics/tool-usage';

describe('result keys', () => {
  it('take a content id for a curated result and a name segment for an elf name, nothing else', () => {
    expect(isResultKey('craft', 'job-12_row-3')).toBe(true);
    expect(isResultKey('recipe', 'a/b')).toBe(false);
    expect(isResultKey('scene', '')).toBe(false);
    expect(isResultKey('scene', 'x'.repeat(101))).toBe(false);
    expect(isResultKey('elf-name', 'Jingletoes-McSparkle')).toBe(true);
    expect(isResultKey('elf-name', "O'Twinkle")).toBe(true);
    expect(isResultKey('elf-name', 'Buy-cheap-pills-now')).toBe(false);
    expect(isResultKey('elf-name', '<script>')).toBe(false);
  });

  it('name the tool of each kind', () => {
    expect(resultTool('elf-name')).toBe('elfNameGenerator');
    expect(resultTool('recipe')).toBe('recipeGenerator');
  });
});

describe('result figures', () => {
  it('count a pin as a share, and spread as shares, link opens and visits', () => {
    expect(RESULT_ACTION_FIGURE[RESULT_ACTIONS.pin]).toBe('shares');
    expect(spreadOf({ shares: 2, linkOpens: 3, visits: 4 })).toBe(9);
  });
});

describe('where a result link opens', () => {
  const site = 'https://elfletter.example';
  it('in the same tab on our own pages, in a new one anywhere else', () => {
    const on = (pageOrigin: string, framed = false, preview = false) =>
      opensInNewTab({ pageOrigin, siteOrigin: site, framed, preview });
    expect(on(site)).toBe(false);
    expect(on('https://family-blog.example')).toBe(true);
    expect(on(site, true)).toBe(true);
    expect(on(site, false, true)).toBe(true);
  });
});

describe('Save to Pinterest', () => {
  it('names the page, the encoded pin image and the description', () => {
    const url = new URL(
      pinterestSaveUrl(
        'https://elfletter.example/generators/craft/c1/paper-chain',
        'https://elfletter.example/media/results/craft/c1/abc-pin.png',
        'Paper Chain & Glue',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://www.pinterest.com/pin/create/button/');
    expect(url.searchParams.get('media')).toBe(
      'https://elfletter.example/media/results/craft/c1/abc-pin.png',
    );
    expect(url.searchParams.get('url')).toBe(
      'https://elfletter.example/generators/craft/c1/paper-chain',
    );
    expect(url.searchParams.get('description')).toBe('Paper Chain & Glue');
  });
});

describe('Share by email', () => {
  it('writes a mail with the result as subject and its words and address as body, all encoded', () => {
    const href = emailShareUrl(
      { title: 'Paper Chain & Glue', text: 'Elf craft idea: Paper Chain & Glue' },
      'https://elfletter.example/generators/craft/c1/paper-chain?a=1&b=2',
    );
    expect(href.startsWith('mailto:?')).toBe(true);
    const query = new URLSearchParams(href.slice('mailto:?'.length));
    expect([...query.keys()]).toEqual(['subject', 'body']);
    expect(query.get('subject')).toBe('Paper Chain & Glue');
    expect(query.get('body')).toBe(
      'Elf craft idea: Paper Chain & Glue\nhttps://elfletter.example/generators/craft/c1/paper-chain?a=1&b=2',
    );
  });
});

describe('usage events about a result', () => {
  const event = (action: string, result?: unknown, toolName = 'craftGenerator') => ({
    toolName,
    instanceId: 'w1',
    postId: null,
    metadata: { action, localCount: 0, browserInfo: '', screenWidth: 0, screenHeight: 0 },
    ...(result === undefined ? {} : { result }),
  });
  const problems = (body: unknown) => {
    const parsed = toolUsageInputSchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('take a result of the tool’s kind with a key of its shape', () => {
    expect(problems(event('share', { kind: 'craft', key: 'c1' }))).toEqual([]);
    expect(
      problems(event('link-open', { kind: 'elf-name', key: 'Jingle-Snow' }, 'elfNameGenerator')),
    ).toEqual([]);
    expect(JSON.stringify(event('share', { kind: 'craft', key: 'c1' })).length).toBeLessThan(
      TOOL_USAGE_MAX_BODY_BYTES,
    );
  });

  it('refuse a result action without its result, a result of another tool or a bad key', () => {
    expect(problems(event('share'))).toEqual(['a share, link open, pin or visit names its result']);
    expect(problems(event('share', { kind: 'recipe', key: 'r1' }))).toEqual([
      'a result of the recipe generator is not one of this tool',
    ]);
    expect(problems(event('pin', { kind: 'craft', key: '../x' }))).toEqual([
      'key is not a craft result’s',
    ]);
    expect(problems(event('share', { kind: 'poem', key: 'x' }))).not.toEqual([]);
    expect(problems(event('spin', { kind: 'craft', key: 'c1' }))).toEqual([
      'only a share, link open, pin or visit names a result',
    ]);
  });
});
