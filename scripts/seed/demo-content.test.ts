import { SUBSCRIBER_STATUSES } from '@core/newsletter/subscribers';
import { contentKind } from '@core/generators/content-kinds';
import {
  DEMO_CRAFTS,
  DEMO_LAST_NAMES,
  DEMO_POSTS,
  DEMO_PREFIXES,
  DEMO_RECIPES,
  DEMO_SCENES,
  DEMO_SUBSCRIBERS,
  DEMO_SUFFIXES,
} from './demo-content';
import { DEMO_EMBEDS, demoEmbedKinds } from './seed';

it.each([
  ['prefixes', DEMO_PREFIXES.map((value) => ({ value }))],
  ['suffixes', DEMO_SUFFIXES.map((value) => ({ value }))],
  ['last-names', DEMO_LAST_NAMES.map((value) => ({ value }))],
  ['crafts', DEMO_CRAFTS],
  ['scenes', DEMO_SCENES],
  ['recipes', DEMO_RECIPES],
] as const)('demo %s pass the content schema, without duplicates', (kindId, items) => {
  const kind = contentKind(kindId);
  const keys = items.map((item) => {
    const parsed = kind.schema.safeParse(item);
    expect(parsed.error?.issues ?? []).toEqual([]);
    return parsed.success ? kind.key(parsed.data) : '';
  });
  expect(new Set(keys).size).toBe(keys.length);
});

it('gives published posts a generator each, in turn, but one text-only post; drafts none', () => {
  const kinds = demoEmbedKinds(DEMO_POSTS);
  const published = DEMO_POSTS.flatMap((post, i) => (post.published ? [kinds[i]] : []));
  const embedded = published.flatMap((kind) => (kind ? [kind[0]] : []));
  expect(published.length - embedded.length).toBe(1);
  expect(embedded).toEqual(embedded.map((_, i) => DEMO_EMBEDS[i % DEMO_EMBEDS.length]![0]));
  expect(DEMO_POSTS.flatMap((post, i) => (post.published ? [] : [kinds[i]]))).toEqual(
    DEMO_POSTS.filter((post) => !post.published).map(() => null),
  );
});

it('schedules only drafts, so Blog Management shows a scheduled post beside plain drafts', () => {
  const scheduled = DEMO_POSTS.filter((post) => post.scheduledInDays);
  expect(scheduled.length).toBeGreaterThan(0);
  expect(scheduled.every((post) => !post.published)).toBe(true);
  expect(DEMO_POSTS.some((post) => !post.published && !post.scheduledInDays)).toBe(true);
});

it('has a demo subscriber of every status, and one from before double opt-in', () => {
  expect(new Set(DEMO_SUBSCRIBERS.map((s) => s.status))).toEqual(
    new Set([...SUBSCRIBER_STATUSES, undefined]),
  );
  expect(new Set(DEMO_SUBSCRIBERS.map((s) => s.email)).size).toBe(DEMO_SUBSCRIBERS.length);
});
