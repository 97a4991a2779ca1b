import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  acceptedEncoding,
  compress,
  MIN_COMPRESSED_BYTES,
  shouldCompress,
  varyOnEncoding,
} from './compression';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [null, null],
  ])('%s takes %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('shouldCompress', () => {
  const headers = (init: Record<string, string>) => new Headers(init);
  it('compresses pages, JSON and XML of some size', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'application/xml'])
      expect(shouldCompress(headers({ 'content-type': type }), MIN_COMPRESSED_BYTES)).toBe(true);
  });
  it('compresses RSS feeds', () => {
    const feed = headers({ 'content-type': 'application/rss+xml; charset=utf-8' });
    expect(shouldCompress(feed, MIN_COMPRESSED_BYTES)).toBe(true);
  });
  it('leaves small bodies, images, encoded bodies and bodies with a stated length as they are', () => {
    const html = { 'content-type': 'text/html' };
    expect(shouldCompress(headers(html), MIN_COMPRESSED_BYTES - 1)).toBe(false);
    expect(shouldCompress(headers({ 'content-type': 'image/webp' }), 50_000)).toBe(false);
    expect(shouldCompress(headers({ ...html, 'content-encoding': 'gzip' }), 50_000)).toBe(false);
    expect(shouldCompress(headers({ ...html, 'content-length': '50000' }), 50_000)).toBe(false);
    expect(shouldCompress(headers({}), 50_000)).toBe(false);
  });
});

describe('compress', () => {
  const page = Buffer.from(`<!doctype html>${'<p>Elf on the shelf</p>'.repeat(500)}`);
  it('gives back the same bytes once decoded, far smaller', () => {
    const br = compress(page, 'br');
    const gzip = compress(page, 'gzip');
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gzip).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(gzip.length).toBeLessThan(page.length / 10);
  });
});

describe('varyOnEncoding', () => {
  it('adds Accept-Encoding once, keeping what was there', () => {
    expect(varyOnEncoding(null)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Origin')).toBe('Origin, Accept-Encoding');
    expect(varyOnEncoding('origin, accept-encoding')).toBe('origin, accept-encoding');
    expect(varyOnEncoding('*')).toBe('*');
  });
});
