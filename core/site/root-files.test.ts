import {
  ROOT_FILE_MAX_BYTES,
  ROOT_FILE_NAME_MAX_BYTES,
  ROOT_FILE_TEXT,
  rootFileContentProblem,
  rootFileContentType,
  rootFileNameProblem,
  rootFileSecurityHeaders,
  copyFileToRootSchema,
} from './root-files';

describe('rootFileNameProblem', () => {
  it.each([
    'ads.txt',
    'app-ads.txt',
    'google1234abcd.html',
    'BingSiteAuth.xml',
    'security.json',
    '.well-known/security.txt',
    'yandex_12ab.html',
  ])('accepts %s', (name) => {
    expect(rootFileNameProblem(name)).toBeNull();
  });

  it.each([
    ['', ROOT_FILE_TEXT.nameEmpty],
    ['..', ROOT_FILE_TEXT.nameDots],
    ['../ads.txt', ROOT_FILE_TEXT.nameDots],
    ['.well-known/../admin.txt', ROOT_FILE_TEXT.nameDots],
    ['a..txt', ROOT_FILE_TEXT.nameDots],
    ['folder/ads.txt', ROOT_FILE_TEXT.nameSlash],
    ['/ads.txt', ROOT_FILE_TEXT.nameSlash],
    ['.well-known/a/b.txt', ROOT_FILE_TEXT.nameSlash],
    ['folder\\ads.txt', ROOT_FILE_TEXT.nameSlash],
    ['ads\n.txt', ROOT_FILE_TEXT.nameControl],
    ['ads\u0000.txt', ROOT_FILE_TEXT.nameControl],
    ['ads\u007f.txt', ROOT_FILE_TEXT.nameControl],
    [`${'a'.repeat(252)}.txt`, ROOT_FILE_TEXT.nameTooLong],
    [`${'é'.repeat(126)}.txt`, ROOT_FILE_TEXT.nameTooLong],
    ['my file.txt', ROOT_FILE_TEXT.nameCharacters],
    ['ads%2e.txt', ROOT_FILE_TEXT.nameCharacters],
    ['.htaccess', ROOT_FILE_TEXT.nameCharacters],
    ['ads.txt.meta.json', ROOT_FILE_TEXT.nameMetadata],
  ])('refuses %j', (name, message) => {
    expect(rootFileNameProblem(name)).toBe(message);
  });

  it('accepts a name of ROOT_FILE_NAME_MAX_BYTES bytes, and refuses one byte more', () => {
    const name = (bytes: number) => `${'a'.repeat(bytes - 4)}.txt`;
    expect(rootFileNameProblem(name(ROOT_FILE_NAME_MAX_BYTES))).toBeNull();
    expect(rootFileNameProblem(name(ROOT_FILE_NAME_MAX_BYTES + 1))).toBe(
      ROOT_FILE_TEXT.nameTooLong,
    );
  });

  it.each([
    'index.html',
    'robots.txt',
    'sitemap.xml',
    'Sitemap-3.xml',
    'sw.js',
    'favicon.ico',
    'favicon.svg',
    'favicon.png',
    'favicon.ico.txt',
    '.well-known/robots.txt',
    'about.html',
    'Admin.html',
    'blog.html',
    '404.html',
  ])('refuses %s, which the site itself answers', (name) => {
    expect(rootFileNameProblem(name)).toBe(ROOT_FILE_TEXT.nameReserved(name));
  });

  it.each(['ads.js', 'page.htm', 'shell.php', 'image.svg', 'README'])(
    'refuses %s, a type outside the allowlist',
    (name) => {
      expect(rootFileNameProblem(name)).toMatch(/cannot be published. Allowed types: \.txt/);
    },
  );
});

describe('rootFileContentProblem', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('accepts UTF-8 text up to the limit', () => {
    expect(rootFileContentProblem(bytes('google.com, pub-1, DIRECT'))).toBeNull();
    expect(rootFileContentProblem(new Uint8Array(ROOT_FILE_MAX_BYTES).fill(65))).toBeNull();
  });

  it('refuses an empty file, one over the limit, and binary bytes', () => {
    expect(rootFileContentProblem(new Uint8Array(0))).toBe(ROOT_FILE_TEXT.emptyFile);
    expect(rootFileContentProblem(new Uint8Array(ROOT_FILE_MAX_BYTES + 1).fill(65))).toBe(
      ROOT_FILE_TEXT.tooLarge,
    );
    expect(rootFileContentProblem(new Uint8Array([0xff, 0xd8, 0xff]))).toBe(ROOT_FILE_TEXT.notText);
    expect(rootFileContentProblem(new Uint8Array([65, 0, 66]))).toBe(ROOT_FILE_TEXT.notText);
  });
});

describe('serving headers', () => {
  it('types files by extension and never lets an HTML file run a script', () => {
    expect(rootFileContentType('ads.txt')).toBe('text/plain; charset=utf-8');
    expect(rootFileContentType('BingSiteAuth.xml')).toBe('application/xml; charset=utf-8');
    const headers = rootFileSecurityHeaders();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    expect(headers['content-security-policy']).toContain('sandbox');
  });
});

describe('copyFileToRootSchema', () => {
  it('refuses a bad destination name with the guard message', () => {
    const result = copyFileToRootSchema.safeParse({ sourceUrl: '/x', destFileName: 'admin' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ROOT_FILE_TEXT.nameReserved('admin'));
  });
});
