import {
  allowedMethods,
  API_ROUTES,
  apiPath,
  matchApiRoute,
  type ApiRouteName,
} from './api-routes';
import { PUBLIC_API_ROUTES, publicApiPath } from './public-api-routes';

describe('the public part pages and widgets carry', () => {
  it('is every route a visitor may call, first in the table, with the same paths', () => {
    const visitorRoutes = Object.entries(API_ROUTES).filter(([, spec]) => !spec.admin);
    expect(Object.keys(PUBLIC_API_ROUTES)).toEqual(visitorRoutes.map(([name]) => name));
    expect(Object.keys(API_ROUTES).slice(0, visitorRoutes.length)).toEqual(
      Object.keys(PUBLIC_API_ROUTES),
    );
    expect(publicApiPath('post', { slug: 'a b' })).toBe(apiPath('post', { slug: 'a b' }));
    expect(publicApiPath('craftIdeas')).toBe('/api/generators/craft-ideas');
  });
});

describe('building an API path', () => {
  it('gives a fixed route its path', () => {
    expect(apiPath('handleRedirect')).toBe('/api/handle-redirect');
    expect(apiPath('contentCounts')).toBe('/api/admin/content/counts');
  });

  it('encodes each parameter as one path segment', () => {
    expect(apiPath('post', { slug: 'a b/c?d' })).toBe('/api/posts/a%20b%2Fc%3Fd');
    expect(apiPath('contentItem', { kind: 'last-names', id: 'x/y' })).toBe(
      '/api/admin/content/last-names/x%2Fy',
    );
    expect(apiPath('importReport', { id: 'job 1' })).toBe('/api/admin/imports/job%201/report.csv');
  });

  it('adds a query, leaving out the values that are not there', () => {
    expect(apiPath('imageUpload', { kind: 'inline' })).toBe('/api/admin/images?kind=inline');
    expect(apiPath('toolPages', { tool: 'craftGenerator', after: null })).toBe(
      '/api/admin/tool-pages?tool=craftGenerator',
    );
    expect(apiPath('rootFiles', { name: '.well-known/a&b.txt' })).toBe(
      '/api/admin/root-files?name=.well-known%2Fa%26b.txt',
    );
    expect(apiPath('contentList', { kind: 'crafts' }, new URLSearchParams({ q: 'st' }))).toBe(
      '/api/admin/content/crafts?q=st',
    );
    expect(apiPath('activity', new URLSearchParams())).toBe('/api/admin/activity');
  });

  it('refuses, at compile time, a missing or unknown parameter', () => {
    // @ts-expect-error the slug is required
    expect(() => apiPath('post')).toThrow();
    // @ts-expect-error not a content kind
    apiPath('contentList', { kind: 'elves' });
    // @ts-expect-error no such route
    expect(() => apiPath('nothing')).toThrow();
  });
});

describe('matching a request to a route', () => {
  it('finds every route at the path its builder gives, with its parameters decoded', () => {
    expect(matchApiRoute('GET', apiPath('post', { slug: 'a b/c' }))).toEqual({
      kind: 'route',
      name: 'post',
      params: { slug: 'a b/c' },
    });
    expect(matchApiRoute('DELETE', '/api/admin/content/recipes/r%201')).toEqual({
      kind: 'route',
      name: 'contentItem',
      params: { kind: 'recipes', id: 'r 1' },
    });
    expect(matchApiRoute('GET', '/api/admin/imports/j1/report.csv')).toEqual({
      kind: 'route',
      name: 'importReport',
      params: { id: 'j1' },
    });
  });

  it('takes a fixed path before a pattern it also fits', () => {
    expect(matchApiRoute('GET', '/api/posts/random')).toMatchObject({ name: 'randomPosts' });
    expect(matchApiRoute('POST', '/api/admin/imports/dry-run')).toMatchObject({
      name: 'importDryRun',
    });
    expect(matchApiRoute('GET', '/api/admin/redirects/stats')).toMatchObject({
      name: 'redirectStats',
    });
    expect(matchApiRoute('GET', '/api/admin/content/counts')).toMatchObject({
      name: 'contentCounts',
    });
  });

  it('answers a method the path does not take with the methods it does', () => {
    expect(matchApiRoute('PATCH', '/api/admin/posts/p1')).toEqual({
      kind: 'method-not-allowed',
      allow: ['PUT', 'DELETE'],
    });
    expect(matchApiRoute('GET', '/api/tool-usage')).toEqual({
      kind: 'method-not-allowed',
      allow: ['POST'],
    });
    // The fixed path answers for itself: it is not an id of the pattern after it.
    expect(matchApiRoute('PUT', '/api/admin/redirects/stats')).toEqual({
      kind: 'method-not-allowed',
      allow: ['GET'],
    });
  });

  it('answers HEAD wherever a public route answers GET, and names it in a 405', () => {
    expect(matchApiRoute('HEAD', '/api/oembed')).toEqual({
      kind: 'route',
      name: 'oembed',
      params: {},
    });
    expect(matchApiRoute('HEAD', apiPath('post', { slug: 's' }))).toMatchObject({ name: 'post' });
    expect(matchApiRoute('PUT', '/api/handle-redirect')).toEqual({
      kind: 'method-not-allowed',
      allow: ['GET', 'HEAD', 'POST'],
    });
    expect(matchApiRoute('HEAD', '/api/newsletter')).toEqual({
      kind: 'method-not-allowed',
      allow: ['POST'],
    });
    // An admin route takes what it declares: an admin's GET may do work worth an audit entry.
    expect(matchApiRoute('HEAD', apiPath('backup'))).toEqual({
      kind: 'method-not-allowed',
      allow: ['GET'],
    });
    expect(allowedMethods(API_ROUTES.oembed)).toEqual(['GET', 'HEAD']);
  });

  it.each([
    '/api/nothing-here',
    '/api/posts/',
    '/api/posts/a/b',
    '/api/admin/content/elves',
    '/api/admin/content/crafts/%E0%A4%A',
    '/api/admin/settings/other',
    '/api/health/',
    '/media/x',
  ])('finds no route at %s', (path) => {
    expect(matchApiRoute('GET', path)).toBeNull();
  });

  it('matches every route of the table at its own built path', () => {
    const sample = { slug: 's', id: 'i', kind: 'crafts', name: 'robots' };
    for (const [name, route] of Object.entries(API_ROUTES)) {
      const path = route.path.replace(/:(\w+)/g, (_, key: keyof typeof sample) => sample[key]);
      expect(matchApiRoute(route.methods[0], path)).toMatchObject({ kind: 'route', name });
      expect(route.path.startsWith('/api/')).toBe(true);
    }
    expect(Object.keys(API_ROUTES).length).toBe(new Set(Object.keys(API_ROUTES)).size);
  });

  it('declares each admin route as admin-only', () => {
    const adminOnly = (Object.keys(API_ROUTES) as ApiRouteName[]).filter(
      (name) => API_ROUTES[name].admin,
    );
    const underAdmin = (Object.keys(API_ROUTES) as ApiRouteName[]).filter((name) =>
      API_ROUTES[name].path.startsWith('/api/admin/'),
    );
    expect(adminOnly).toEqual(expect.arrayContaining(underAdmin));
  });
});
