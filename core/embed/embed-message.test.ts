import {
  EMBED_HEIGHT_MAX,
  EMBED_HEIGHT_MESSAGE,
  EMBED_HOST_MESSAGE,
  parseEmbedHeightMessage,
  HOST_LINK_MESSAGE,
  HOST_READY_MESSAGE,
  hostFrameSecret,
  hostLinkMessage,
  isHostReadyMessage,
  linkWay,
  parseEmbedHostMessage,
} from './embed-message';

describe('embed frame messages', () => {
  it('takes a height message with a whole number of pixels within the limit', () => {
    expect(EMBED_HEIGHT_MESSAGE).toBe('elf-generator:height');
    expect(parseEmbedHeightMessage({ type: 'elf-generator:height', height: 512 })).toEqual({
      type: 'elf-generator:height',
      height: 512,
    });
    expect(parseEmbedHeightMessage({ type: EMBED_HEIGHT_MESSAGE, height: 0 })?.height).toBe(0);
  });

  it.each([
    ['another script', { type: 'resize', height: 300 }],
    ['a string', 'elf-generator:height'],
    ['null', null],
    ['no height', { type: EMBED_HEIGHT_MESSAGE }],
    ['a text height', { type: EMBED_HEIGHT_MESSAGE, height: '300' }],
    ['a fraction', { type: EMBED_HEIGHT_MESSAGE, height: 300.5 }],
    ['a negative height', { type: EMBED_HEIGHT_MESSAGE, height: -1 }],
    ['an endless height', { type: EMBED_HEIGHT_MESSAGE, height: Infinity }],
    ['a height past the limit', { type: EMBED_HEIGHT_MESSAGE, height: EMBED_HEIGHT_MAX + 1 }],
  ])('refuses %s', (_, data) => {
    expect(parseEmbedHeightMessage(data)).toBeNull();
  });

  it("takes the parent's path message, and nothing else", () => {
    expect(parseEmbedHostMessage({ type: EMBED_HOST_MESSAGE, path: '/blog/elves' })).toEqual({
      type: EMBED_HOST_MESSAGE,
      path: '/blog/elves',
    });
    expect(parseEmbedHostMessage({ type: EMBED_HOST_MESSAGE, path: 'blog' })).toBeNull();
    expect(parseEmbedHostMessage({ type: EMBED_HOST_MESSAGE, path: 7 })).toBeNull();
    expect(parseEmbedHostMessage({ type: EMBED_HEIGHT_MESSAGE, height: 5 })).toBeNull();
  });
});

describe("the sandboxing host's protocol", () => {
  it.each([
    ['#?secret=Ab3dE9xYz1', 'Ab3dE9xYz1'],
    ['#secret=Ab3dE9xYz1', 'Ab3dE9xYz1'],
    ['#?secret=abc&other=1', 'abc'],
  ])('reads the secret in %s', (hash, secret) => {
    expect(hostFrameSecret(hash)).toBe(secret);
  });

  it.each([
    [''],
    ['#'],
    ['#?other=1'],
    ['#?secret='],
    ['#?secret=<script>'],
    [`#?secret=${'a'.repeat(65)}`],
  ])('finds no secret in %j', (hash) => {
    expect(hostFrameSecret(hash)).toBeNull();
  });

  it("takes the host's ready message with our secret only", () => {
    expect(isHostReadyMessage({ message: HOST_READY_MESSAGE, secret: 'abc' }, 'abc')).toBe(true);
    expect(isHostReadyMessage({ message: HOST_READY_MESSAGE, secret: 'abd' }, 'abc')).toBe(false);
    expect(isHostReadyMessage({ message: 'height', secret: 'abc' }, 'abc')).toBe(false);
    expect(isHostReadyMessage('ready', 'abc')).toBe(false);
    expect(isHostReadyMessage(null, 'abc')).toBe(false);
  });

  it('asks the host to open a link of ours with our secret, for web addresses only', () => {
    expect(HOST_LINK_MESSAGE).toBe('link');
    expect(hostLinkMessage('abc', 'https://elfletter.example/blog/elf-ideas')).toEqual({
      secret: 'abc',
      message: 'link',
      value: 'https://elfletter.example/blog/elf-ideas',
    });
    for (const href of ['javascript:alert(1)', '/blog/elf-ideas', 'mailto:elf@example.com', ''])
      expect(hostLinkMessage('abc', href)).toBeNull();
  });
});

describe('how a link meant for a new tab leaves the page', () => {
  const ours = 'https://elfletter.example/generators/elf-name/Jingle-Toes';
  const pin = 'https://www.pinterest.com/pin/create/button/?url=x';
  const framed = (origin: string, hash = '') => ({
    origin,
    href: `https://elfletter.example/embed/elf-name${hash}`,
  });

  it('opens its tab on a page that is not sandboxed, with or without a secret', () => {
    expect(linkWay(framed('https://elfletter.example'), pin)).toEqual({ way: 'tab' });
    expect(linkWay(framed('https://elfletter.example', '#?secret=abc'), ours)).toEqual({
      way: 'tab',
    });
  });

  it('asks a sandboxing host with the link protocol to go to our pages, and shows others to copy', () => {
    expect(linkWay(framed('null', '#?secret=abc'), ours)).toEqual({
      way: 'host',
      message: { secret: 'abc', message: HOST_LINK_MESSAGE, value: ours },
    });
    expect(linkWay(framed('null', '#?secret=abc'), pin)).toEqual({ way: 'copy' });
  });

  it('tries the tab in a sandbox without the protocol', () => {
    expect(linkWay(framed('null'), ours)).toEqual({ way: 'try-tab' });
    expect(linkWay(framed('null', '#?secret=bad secret'), pin)).toEqual({ way: 'try-tab' });
  });
});
