import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzipSync,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Text worth compressing: pages, JSON and XML answers (feeds among them). */
const COMPRESSIBLE = /^(text\/(html|plain|xml|css)|application\/(json|xml|rss\+xml|javascript))\b/i;
/** Below this, the encoding saves less than it costs (one TCP packet holds ~1.4 KB). */
export const MIN_COMPRESSED_BYTES = 1024;

/** The encoding a request's Accept-Encoding takes (br first, then gzip), or none. */
export function acceptedEncoding(acceptEncoding: string | null): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Whether a response goes out compressed: a compressible body of some size, that sets neither its
 * own encoding nor its length (root files answer a HEAD with the stored file's length).
 */
export function shouldCompress(headers: Headers, bytes: number): boolean {
  return (
    bytes >= MIN_COMPRESSED_BYTES &&
    !headers.has('content-encoding') &&
    !headers.has('content-length') &&
    COMPRESSIBLE.test(headers.get('content-type') ?? '')
  );
}

// Quality 5: within a few percent of the smallest, in a fraction of the time.
const brotliParams = (bytes?: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  ...(bytes !== undefined && { [constants.BROTLI_PARAM_SIZE_HINT]: bytes }),
});
const GZIP_LEVEL = 6;

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: brotliParams(body.length) })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** A body of unknown length compressed as it goes (a streamed answer, fetch-adapter.ts). */
export function compressor(encoding: Encoding): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: brotliParams() })
    : createGzip({ level: GZIP_LEVEL });
}

/** `vary` with Accept-Encoding added once, so a cache keeps each encoding apart. */
export function varyOnEncoding(vary: string | null): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding'))
    return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}
