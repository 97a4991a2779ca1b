import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { requestUrl, streamedResponse, toExpressHandler, type FetchHandler } from './fetch-adapter';

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

describe('streamedResponse', () => {
  /** Serves `handler` as the function does, on a port of its own, for the test's length. */
  async function serve(handler: FetchHandler): Promise<{ url: string; close(): Promise<void> }> {
    const app = express();
    app.get('/', toExpressHandler(handler));
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/`,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }

  it('sends each chunk as it is made, compressed as it goes when the client takes it', async () => {
    let release = () => {};
    async function* chunks() {
      yield '{"first":true,';
      await new Promise<void>((resolve) => (release = resolve));
      yield '"last":true}';
    }
    const server = await serve(async () =>
      streamedResponse(chunks(), { headers: { 'content-type': 'application/json' } }),
    );
    try {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const response = await fetch(server.url, { headers: { 'accept-encoding': encoding } });
        const reader = response.body!.getReader();
        // The first chunk arrives while the generator still waits to make the next.
        const first = new TextDecoder().decode((await reader.read()).value);
        expect(first).toBe('{"first":true,');
        release();
        let rest = '';
        for (let read = await reader.read(); !read.done; read = await reader.read())
          rest += new TextDecoder().decode(read.value);
        expect(JSON.parse(first + rest)).toEqual({ first: true, last: true });
      }
    } finally {
      await server.close();
    }
  });

  it('ends the connection without the end of the body when a chunk fails', async () => {
    async function* chunks() {
      yield '{"cut":';
      throw new Error('too large');
    }
    const server = await serve(async () => streamedResponse(chunks(), {}));
    try {
      const response = await fetch(server.url);
      await expect(response.text()).rejects.toThrow();
    } finally {
      await server.close();
    }
  });
});
