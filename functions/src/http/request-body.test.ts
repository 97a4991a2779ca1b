import { z } from 'zod';
import { readBodyBytes, readJsonBody } from './request-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/x', { method: 'POST', body, headers });

/** A body streamed in chunks, without a Content-Length (as a chunked upload arrives). */
function streamed(...chunks: string[]): Request {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', body: stream, duplex: 'half' };
  return new Request('http://localhost/api/x', init);
}

const errorOf = async (result: unknown) => {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('readBodyBytes', () => {
  it('answers the bytes of a body within the cap', async () => {
    expect(Buffer.from((await readBodyBytes(post('hello'), 5)) as Uint8Array).toString()).toBe(
      'hello',
    );
  });

  it('refuses a declared length over the cap without reading, and a streamed body past it', async () => {
    expect(await errorOf(await readBodyBytes(post('{}', { 'content-length': '99' }), 10))).toEqual({
      status: 413,
      body: { error: 'Body too large: at most 10 bytes' },
    });
    expect(await errorOf(await readBodyBytes(streamed('123456', '789012'), 10))).toEqual({
      status: 413,
      body: { error: 'Body too large: at most 10 bytes' },
    });
  });
});

describe('readJsonBody', () => {
  const schema = z.object({ postId: z.string().min(1) });

  it('answers the parsed body whatever the Content-Type says', async () => {
    expect(
      await readJsonBody(post('{"postId":"a"}', { 'content-type': 'text/plain' }), schema, {
        maxBytes: 100,
      }),
    ).toEqual({
      postId: 'a',
    });
  });

  it('refuses what is not JSON, including bytes that are not UTF-8', async () => {
    for (const body of ['{"postId":', '', new Uint8Array([0x7b, 0xff, 0x7d])]) {
      expect(await errorOf(await readJsonBody(post(body), schema, { maxBytes: 100 }))).toEqual({
        status: 400,
        body: { error: 'Body must be JSON' },
      });
    }
  });

  it("says what the schema refused, in the endpoint's words when it has some", async () => {
    expect(
      await errorOf(await readJsonBody(post('{"postId":""}'), schema, { maxBytes: 100 })),
    ).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^Invalid request: postId: /) as unknown },
    });
    const custom = await readJsonBody(post('[]'), schema, { maxBytes: 100, invalid: () => 'No.' });
    expect(await errorOf(custom)).toEqual({ status: 400, body: { error: 'No.' } });
  });
});
