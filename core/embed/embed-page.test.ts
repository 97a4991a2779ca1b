import { postPath } from '../posts/blog-paths';
import {
  EMBED_FIRST_FRAME,
  embedFirstFrameHeight,
  embedPageOptions,
  embedPagePath,
  FIRST_FRAME_WIDTHS,
  postCardPagePath,
} from './embed-page';
import { EMBED_KINDS } from './embed-kinds';

describe('the iframe embed page', () => {
  it('builds the path of each kind, with only the options that apply', () => {
    expect(embedPagePath('scene')).toBe('/embed/scene');
    expect(embedPagePath('craft', { theme: 'christmas', title: 'x', showHistory: false })).toBe(
      '/embed/craft?theme=christmas',
    );
    expect(
      embedPagePath('elf-name', { theme: 'auto', title: ' Name your elf ', showHistory: false }),
    ).toBe('/embed/elf-name?theme=auto&title=Name+your+elf&show_history=false');
  });

  it('reads the options of its query, dropping a theme that is no name and an overlong title', () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(embedPageOptions('elf-name', query('theme=christmas&title=Hi&show_history=no'))).toEqual(
      { theme: 'christmas', title: 'Hi', showHistory: 'no' },
    );
    expect(embedPageOptions('elf-name', query(`theme="><x&title=${'t'.repeat(101)}`))).toEqual({});
    expect(embedPageOptions('scene', query('theme=minimal&title=Hi&show_history=false'))).toEqual({
      theme: 'minimal',
    });
  });
});

describe("a frame's starting height", () => {
  it('is the first view measured at the widest width not wider than the frame', () => {
    expect(embedFirstFrameHeight('craft', 600)).toBe(EMBED_FIRST_FRAME.craft[6]);
    expect(embedFirstFrameHeight('craft', 599)).toBe(EMBED_FIRST_FRAME.craft[5]);
    expect(embedFirstFrameHeight('craft', 2000)).toBe(EMBED_FIRST_FRAME.craft[6]);
    expect(embedFirstFrameHeight('craft', 200)).toBe(EMBED_FIRST_FRAME.craft[0]);
  });

  it('has a figure for every measured width of every generator, each fitting a host that caps frames at 1000 px', () => {
    for (const kind of EMBED_KINDS) {
      expect(EMBED_FIRST_FRAME[kind]).toHaveLength(FIRST_FRAME_WIDTHS.length);
      for (const height of EMBED_FIRST_FRAME[kind]) expect(height).toBeLessThanOrEqual(1000);
    }
  });
});

describe("a post's card embed page", () => {
  it("is the post's own path under /embed", () => {
    expect(postCardPagePath('elf-on-the-shelf-ideas')).toBe(
      `/embed${postPath('elf-on-the-shelf-ideas')}`,
    );
    expect(postCardPagePath('elf-on-the-shelf-ideas')).toBe('/embed/blog/elf-on-the-shelf-ideas');
  });
});
