import { ADMIN_ACCESS_TEXT } from '@core/admin/admin-access';
import { ANALYTICS_TEXT } from '@core/analytics/analytics';
import { allowedMethods, API_ROUTES, type ApiRouteName } from '@core/api-routes';
import { SITE_ORIGIN } from '@test/emulators';
import { bearer, sessionsForFile } from '@test/sessions';

const SAMPLE_PARAMS: Record<string, string> = {
  slug: 'some-post',
  id: 'some-id',
  kind: 'crafts',
  name: 'craft-generator',
};

/** Each route at a path of its own, with every parameter filled. */
const ROUTES = (Object.keys(API_ROUTES) as ApiRouteName[]).map((name) => ({
  name,
  ...API_ROUTES[name],
  url:
    SITE_ORIGIN + API_ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => SAMPLE_PARAMS[key]!),
}));
const ADMIN_CALLS = ROUTES.filter((route) => route.admin).flatMap((route) =>
  route.methods.map((method) => ({ ...route, method })),
);

const request = (url: string, method: string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : '{}',
  });

describe('the API route table', () => {
  const { user } = sessionsForFile('user');

  const deniedText = (name: ApiRouteName) =>
    name === 'analytics' ? ANALYTICS_TEXT : ADMIN_ACCESS_TEXT;

  it.each(ADMIN_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    'refuses %s to a caller without a session, or with a token that does not verify',
    async (_, { name, url, method }) => {
      const anonymous: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }];
      for (const headers of anonymous) {
        const response = await request(url, method, headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: deniedText(name).noSession });
      }
    },
  );

  it.each(ADMIN_CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))(
    'refuses %s to a signed-in user who is not an admin',
    async (_, { name, url, method }) => {
      const response = await request(url, method, bearer(user));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: deniedText(name).notAdmin });
    },
  );

  it.each(ROUTES.map((route) => [route.path, route] as const))(
    'answers %s with 405 and the methods it takes to any other method',
    async (_, { url, ...route }) => {
      const response = await request(url, 'PATCH');
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe(allowedMethods(route).join(', '));
      expect(await response.json()).toEqual({ error: 'Method not allowed' });
    },
  );
});
