import type { Post } from '@core/models';
import { COLLECTIONS } from '@core/paths';
import {
  createTestPost,
  deleteTestPost,
  forwardedFor,
  randomClientAddress,
  SITE_ORIGIN,
} from '@test/emulators';
import { db } from '../platform/firebase';

/** Every public endpoint that takes a body, with a body it would accept. */
const ENDPOINTS = (post: Post) =>
  [
    ['/api/track-view', { postId: post.id }],
    ['/api/track-click', { postId: post.id }],
    ['/api/newsletter', { email: 'reader@elf.test' }],
    [
      '/api/tool-usage',
      {
        toolName: 'sceneGenerator',
        instanceId: 'bodies-test',
        postId: null,
        metadata: {
          action: 'spin',
          localCount: 1,
          browserInfo: '',
          screenWidth: 1,
          screenHeight: 1,
        },
      },
    ],
  ] as const;

const send = (path: string, body: string, contentType = 'application/json') =>
  fetch(`${SITE_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...forwardedFor(randomClientAddress()) },
    body,
  });

const viewsOf = async (postId: string) =>
  (await db().collection(COLLECTIONS.postStats).doc(postId).get()).get('views') ?? 0;

describe('bodies of the public POST endpoints', () => {
  let post: Post;
  beforeAll(async () => {
    post = await createTestPost();
  });
  afterAll(() => deleteTestPost(post));

  it('refuses a 2 MB body with 413 and a JSON error, counting nothing', async () => {
    for (const [path, body] of ENDPOINTS(post)) {
      const huge = JSON.stringify({ ...body, padding: 'x'.repeat(2_000_000) });
      const response = await send(path, huge);
      expect(response.status, path).toBe(413);
      expect(response.headers.get('content-type'), path).toContain('application/json');
      expect(((await response.json()) as { error: string }).error, path).toMatch(
        /^Body too large: at most \d+ bytes$/,
      );
    }
    expect(await viewsOf(post.id)).toBe(0);
  });

  it('answers malformed JSON sent as application/json with a JSON error of ours', async () => {
    for (const [path] of ENDPOINTS(post)) {
      for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
        const response = await send(path, '{"postId": ', contentType);
        expect(response.status, path).toBe(400);
        expect(response.headers.get('content-type'), path).toContain('application/json');
        expect(await response.json(), path).toEqual({ error: 'Body must be JSON' });
      }
    }
  });

  it('answers a body in a charset the platform cannot read with a JSON error', async () => {
    const response = await send('/api/track-view', '{}', 'application/json; charset=latin-9');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Unsupported body charset: send UTF-8' });
  });

  it('still takes the bodies it accepts', async () => {
    for (const [path, body] of ENDPOINTS(post)) {
      const response = await send(path, JSON.stringify(body), 'text/plain');
      expect(response.ok, path).toBe(true);
    }
  });
});
