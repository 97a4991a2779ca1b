import { describe, expect, it } from 'vitest';
import { requestUrl } from './fetch-adapter';

describe('requestUrl', () => {
  const origin = 'http://127.0.0.1:5000';

  it.each([
    ['/blog/a-post?page=2', '127.0.0.1:5000', '/blog/a-post', '?page=2'],
    ['//evil.example', '127.0.0.1:5000', '//evil.example', ''],
    ['//evil.example/x?y=1', '127.0.0.1:5000', '//evil.example/x', '?y=1'],
    ['/\\evil.example', '127.0.0.1:5000', '//evil.example', ''],
    ['//[/', '127.0.0.1:5000', '//[/', ''],
  ])('%s stays a path on this origin', (target, host, pathname, search) => {
    const url = requestUrl(origin, target);
    expect({ host: url.host, pathname: url.pathname, search: url.search }).toEqual({
      host,
      pathname,
      search,
    });
  });
});
