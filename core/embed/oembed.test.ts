import { EMBED_FIRST_FRAME } from './embed-page';
import { oembedAnswer } from './oembed';

const ask = (query: string) =>
  oembedAnswer({
    query: new URLSearchParams(query),
    origins: ['https://elfletter.example', 'http://127.0.0.1:5000'],
    productName: 'Elf Letter',
    siteUrl: 'https://elfletter.example',
  });

describe('oEmbed answers', () => {
  it("gives the rich type for a generator page: its link, then its embed page framed on the same origin at its first view's height", () => {
    const answer = ask('url=http://127.0.0.1:5000/generators/elf-name/');
    const height = EMBED_FIRST_FRAME['elf-name'].at(-1);
    expect(answer).toMatchObject({
      status: 200,
      body: { version: '1.0', type: 'rich', title: 'Elf Name Generator', width: 600, height },
    });
    if (answer.status !== 200) return;
    const [fallback, frame] = answer.body.html.split('<script>');
    expect(fallback).toBe(
      '<blockquote data-elf-embed-fallback><a href="http://127.0.0.1:5000/generators/elf-name">Elf Name Generator</a></blockquote>' +
        `<iframe src="http://127.0.0.1:5000/embed/elf-name" title="Elf Name Generator" width="100%" height="${height}" frameborder="0" allow="clipboard-write"></iframe>`,
    );
    expect(frame).toContain('"http://127.0.0.1:5000"');
    expect(answer.body.html).not.toContain('style=');
  });

  it("starts the frame at the first view's height at the width asked for", () => {
    const at = (width: number) => {
      const answer = ask(`url=https://elfletter.example/generators/craft&maxwidth=${width}`);
      return answer.status === 200 ? answer.body.height : null;
    };
    expect(at(600)).toBe(EMBED_FIRST_FRAME.craft[6]);
    expect(at(360)).toBe(EMBED_FIRST_FRAME.craft[2]);
    expect(at(300)).toBe(EMBED_FIRST_FRAME.craft[0]);
  });

  it('fits maxwidth and maxheight, refuses malformed ones, other URLs and other formats', () => {
    expect(
      ask('url=https://elfletter.example/generators/scene&maxwidth=300&maxheight=200'),
    ).toMatchObject({ status: 200, body: { width: 300, height: 200 } });
    expect(ask('url=https://elfletter.example/generators/scene&maxheight=0').status).toBe(400);
    expect(ask('url=https://elfletter.example/generators/scene&maxwidth=1e3').status).toBe(400);
    expect(ask('url=https://elfletter.example/generators/scene&format=xml').status).toBe(501);
    expect(ask('url=https://evil.example/generators/scene').status).toBe(404);
    expect(ask('url=https://elfletter.example/blog/scene').status).toBe(404);
  });
});

describe('oEmbed requests as consumers send them', () => {
  it('refuses a request without a url with 400, naming the parameter', () => {
    for (const query of ['', 'url=', 'format=json', 'url=%20%20']) {
      expect(ask(query)).toEqual({ status: 400, error: 'url is required' });
    }
  });

  it('reads format in any case', () => {
    for (const format of ['JSON', 'Json', 'json']) {
      expect(ask(`url=https://elfletter.example/generators/craft&format=${format}`).status).toBe(
        200,
      );
    }
    expect(ask('url=https://elfletter.example/generators/craft&format=XML').status).toBe(501);
  });

  it('fits the frame into an oversized maxwidth or maxheight rather than refusing it', () => {
    expect(
      ask('url=https://elfletter.example/generators/scene&maxwidth=100000&maxheight=99999999999'),
    ).toMatchObject({ status: 200, body: { width: 600, height: EMBED_FIRST_FRAME.scene[6] } });
    expect(ask('url=https://elfletter.example/generators/scene&maxwidth=0320')).toMatchObject({
      status: 200,
      body: { width: 320 },
    });
  });

  it('frames the theme the pasted URL names, and no theme that is not a name', () => {
    const themed = ask('url=https://elfletter.example/generators/recipe?theme=christmas');
    expect(themed.status === 200 && themed.body.html).toContain(
      'src="https://elfletter.example/embed/recipe?theme=christmas"',
    );
    const odd = ask(
      `url=${encodeURIComponent('https://elfletter.example/generators/recipe?theme="><script>')}`,
    );
    expect(odd.status === 200 && odd.body.html).toContain(
      'src="https://elfletter.example/embed/recipe"',
    );
  });
});
