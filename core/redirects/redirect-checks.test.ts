import { checkRedirect, CHECK_TEXT, RedirectTable, type RedirectRule } from './redirect-checks';
import { REDIRECT_TEXT } from './redirect-schema';
import { isRedirectPath } from './redirect-paths';

const rule = (sourcePath: string, targetPath: string, extra: Partial<RedirectRule> = {}) => ({
  sourcePath,
  targetPath,
  statusCode: 301 as const,
  isActive: true,
  ...extra,
});

const kinds = (candidate: RedirectRule, table: RedirectTable) =>
  checkRedirect(candidate, table).map((issue) => [issue.kind, issue.severity, issue.message]);

describe('redirect checks', () => {
  it('refuses a target equal to its source, naming the path (case and trailing slash ignored)', () => {
    expect(kinds(rule('/Old', '/old/'), new RedirectTable())).toEqual([
      ['self', 'error', CHECK_TEXT.self('/Old')],
    ]);
  });

  it('refuses a loop of two and of more, naming every path of it', () => {
    const two = new RedirectTable([rule('/b', '/a')]);
    expect(kinds(rule('/a', '/b'), two)).toEqual([
      ['loop', 'error', 'This would make a redirect loop: /a → /b → /a'],
    ]);
    const three = new RedirectTable([rule('/b', '/c'), rule('/c', '/a')]);
    const [loop] = checkRedirect(rule('/a', '/b'), three);
    expect(loop).toMatchObject({ kind: 'loop', cycle: ['/a', '/b', '/c', '/a'] });
  });

  it('ignores inactive and 404 entries: they redirect no one', () => {
    const table = new RedirectTable([
      rule('/b', '/a', { isActive: false }),
      rule('/c', '/404', { statusCode: 404 }),
    ]);
    expect(kinds(rule('/a', '/b'), table)).toEqual([]);
    expect(kinds(rule('/a', '/c'), table)).toEqual([]);
  });

  it('warns of a chain and offers the chain’s end as the target', () => {
    const table = new RedirectTable([rule('/b', '/c'), rule('/c', '/d')]);
    const [chain] = checkRedirect(rule('/a', '/b'), table);
    expect(chain).toEqual({
      kind: 'chain',
      severity: 'warning',
      via: '/b',
      finalTarget: '/d',
      message: CHECK_TEXT.chain('/a', '/b', '/d'),
    });
    expect(chain!.message).toBe(
      '/b already redirects to /d, so /a would take two hops. Point /a at /d instead?',
    );
  });

  it('warns when existing redirects point at the new source (they would chain)', () => {
    const table = new RedirectTable([rule('/x', '/a'), rule('/y', '/A/')]);
    expect(kinds(rule('/a', '/b'), table)).toEqual([
      ['chained-into', 'warning', CHECK_TEXT.chainedInto('/a', ['/x', '/y'])],
    ]);
  });

  it('on an edit, the stored version of the same source neither loops nor chains', () => {
    const table = new RedirectTable([rule('/a', '/b')]);
    expect(kinds(rule('/a', '/c'), table)).toEqual([]);
  });

  it('warns when the source hides a published post or a page of the site', () => {
    const table = new RedirectTable([], (path) => path === '/blog/live-post');
    expect(kinds(rule('/blog/live-post', '/blog'), table)).toEqual([
      ['shadows-post', 'warning', CHECK_TEXT.shadowsPost('/blog/live-post')],
    ]);
    expect(kinds(rule('/blog/old-draft', '/blog'), table)).toEqual([]);
    for (const page of [
      '/about',
      '/generators',
      '/generators/craft',
      '/Generators/Recipe/',
      '/blog/category/elf-tips',
    ])
      expect(kinds(rule(page, '/blog'), table), page).toEqual([
        ['shadows-page', 'warning', CHECK_TEXT.shadowsPage(page)],
      ]);
    expect(kinds(rule('/generators/teleporter', '/blog'), table)).toEqual([]);
    expect(kinds(rule('/blog/category/no-such', '/blog'), table)).toEqual([]);
  });

  it('warns of a redirect over any page of the public pages table: generators, categories, feeds', () => {
    // Feeds cannot be a source (the spec's path rule refuses their '.'), but the check knows them.
    for (const page of [
      '/generators/craft',
      '/blog/category/elf-tips',
      '/rss.xml',
      '/blog/category/elf-tips/rss.xml',
    ])
      expect(kinds(rule(page, '/blog'), new RedirectTable()), page).toEqual([
        ['shadows-page', 'warning', CHECK_TEXT.shadowsPage(page)],
      ]);
    expect(kinds(rule('/blog/category/no-such/rss.xml', '/blog'), new RedirectTable())).toEqual([]);
  });

  it("refuses a source under an embed page's address (other sites frame it) and a feed's (no '.')", () => {
    expect(kinds(rule('/embed/craft', '/b'), new RedirectTable())).toEqual([
      ['reserved', 'error', REDIRECT_TEXT.reserved('/embed/craft')],
    ]);
    expect(isRedirectPath('/rss.xml')).toBe(false);
    expect(isRedirectPath('/blog/category/elf-tips/rss.xml')).toBe(false);
  });

  it('refuses reserved sources even when inactive; checks nothing else of an inactive one', () => {
    expect(kinds(rule('/api/x', '/b', { isActive: false }), new RedirectTable())).toEqual([
      ['reserved', 'error', REDIRECT_TEXT.reserved('/api/x')],
    ]);
    expect(kinds(rule('/a', '/a', { isActive: false }), new RedirectTable())).toEqual([]);
  });

  it('stops at a loop that does not involve the new redirect', () => {
    const table = new RedirectTable([rule('/b', '/c'), rule('/c', '/b')]);
    const issues = checkRedirect(rule('/a', '/b'), table);
    expect(issues.map((i) => i.kind)).toEqual(['chain']);
  });

  it('a table that grows row by row finds a loop inside one import', () => {
    const table = new RedirectTable();
    const first = rule('/a', '/b');
    expect(checkRedirect(first, table)).toEqual([]);
    table.add(first);
    expect(checkRedirect(rule('/b', '/a'), table).map((i) => i.kind)).toEqual(['loop']);
    table.remove('/a');
    expect(checkRedirect(rule('/b', '/a'), table)).toEqual([]);
  });
});
