import { describe, expect, it } from 'vitest';
import {
  byteKind,
  invocationsIn,
  parseRpcLines,
  perThousandViews,
  readsOf,
  totalWithParts,
  viewCounts,
  writesOf,
} from './capacity-counts';

describe('readsOf', () => {
  it('bills a query each document it returns, and one when it returns none', () => {
    const doc = { document: { name: 'posts/a' } };
    const end = { document: null, readTime: {} };
    expect(readsOf('runQuery', [doc, doc, end])).toBe(2);
    expect(readsOf('runQuery', [end])).toBe(1);
    expect(readsOf('runQuery', [])).toBe(1);
  });

  it('bills a get each document asked for, found or missing, and nothing for a transaction id', () => {
    expect(
      readsOf('batchGetDocuments', [
        { transaction: 'abc', found: null, missing: '' },
        { found: { name: 'a' }, missing: '' },
        { found: null, missing: 'projects/p/databases/(default)/documents/b' },
      ] as object[]),
    ).toBe(2);
  });

  it('bills an aggregation one read, and RPCs that read nothing none', () => {
    expect(readsOf('runAggregationQuery', [{}])).toBe(1);
    expect(readsOf('listen', [{ document: {} }])).toBe(0);
  });
});

describe('writesOf', () => {
  it('counts each write of a commit or batch write, and none for other RPCs', () => {
    expect(writesOf('commit', { writes: [{}, {}, {}] })).toBe(3);
    expect(writesOf('batchWrite', { writes: [{}] })).toBe(1);
    expect(writesOf('commit', { writes: null })).toBe(0);
    expect(writesOf('beginTransaction', { writes: [{}] })).toBe(0);
    expect(writesOf('rollback', undefined)).toBe(0);
  });
});

describe('parseRpcLines', () => {
  it('reads whole lines and leaves out one still being written', () => {
    const line = { fn: 'api', rpc: 'commit', reads: 0, writes: 2 };
    expect(parseRpcLines(`${JSON.stringify(line)}\n{"fn":"ss`)).toEqual([line]);
    expect(parseRpcLines('')).toEqual([]);
  });
});

describe('invocationsIn', () => {
  it("names the functions the emulator's log started and finished, without region or suffix", () => {
    const log = [
      'i  functions: Beginning execution of "us-central1-ssr"',
      'i  functions: Finished "us-central1-ssr" in 41.2ms',
      'i  functions: Beginning execution of "us-central1-api"',
      'i  functions: Beginning execution of "us-central1-refreshSitemapOnPostWrite-0"',
      '>  some user log mentioning Finished "nothing"',
    ].join('\n');
    expect(invocationsIn(log)).toEqual({
      started: ['ssr', 'api', 'refreshSitemapOnPostWrite'],
      finished: ['ssr'],
    });
  });
});

describe('byteKind', () => {
  it('sorts responses by their Content-Type', () => {
    expect(byteKind('text/html; charset=utf-8')).toBe('html');
    expect(byteKind('application/javascript')).toBe('js');
    expect(byteKind('text/javascript; charset=utf-8')).toBe('js');
    expect(byteKind('application/json')).toBe('json');
    expect(byteKind('application/manifest+json')).toBe('json');
    expect(byteKind('image/png')).toBe('other');
    expect(byteKind(undefined)).toBe('other');
  });
});

describe('perThousandViews', () => {
  it("scales the views' mean to 1,000 views, per function and per kind of bytes", () => {
    const first = viewCounts(
      ['ssr', 'api'],
      [
        { fn: 'ssr', rpc: 'runQuery', reads: 4, writes: 0 },
        { fn: 'api', rpc: 'commit', reads: 0, writes: 3 },
      ],
      [
        { contentType: 'text/html', bytes: 10_000 },
        { contentType: 'application/javascript', bytes: 3_000 },
      ],
    );
    const second = viewCounts(
      ['ssr'],
      [{ fn: 'ssr', rpc: 'runQuery', reads: 5, writes: 0 }],
      [{ contentType: 'text/html', bytes: 10_000 }],
    );
    expect(perThousandViews([first, second])).toEqual({
      invocations: { ssr: 1000, api: 500 },
      reads: { ssr: 4500 },
      readsByRpc: { runQuery: 4500 },
      writes: { api: 1500 },
      bytes: { html: 10_000_000, js: 1_500_000, json: 0, other: 0 },
    });
  });
});

describe('totalWithParts', () => {
  it('shows the total and its parts, largest first; a single part by its name', () => {
    expect(totalWithParts({ ssr: 1000, api: 11_000 })).toBe('12,000 (api 11,000, ssr 1,000)');
    expect(totalWithParts({ ssr: 1000 })).toBe('ssr 1,000');
    expect(totalWithParts({})).toBe('0');
  });
});
