import { sampleSubscriber, type StoredSubscriber } from './in-memory-subscribers';

/** A list for stories and tests: every status, sign-ups from several pages, one from before double opt-in. */
export const SUBSCRIBERS: StoredSubscriber[] = [
  sampleSubscriber({
    email: 'holly.berry@elf.test',
    status: 'waiting',
    createdAt: '2026-11-27T18:20:00.000Z',
    source: '/blog/elf-on-the-shelf-ideas',
  }),
  sampleSubscriber({
    email: 'jingle.jones@elf.test',
    createdAt: '2026-11-25T09:00:00.000Z',
    source: '/',
  }),
  sampleSubscriber({
    email: 'snowy.owl@northpole.test',
    createdAt: '2026-11-10T12:00:00.000Z',
    source: '/generators/craft-generator',
  }),
  sampleSubscriber({
    email: 'tinsel.t@elf.test',
    status: 'unsubscribed',
    createdAt: '2026-10-02T08:00:00.000Z',
    unsubscribedAt: '2026-11-01T08:00:00.000Z',
    source: '/blog',
  }),
  { id: 'id-early', data: { email: 'early.bird@elf.test', createdAt: '2025-12-03T07:30:00.000Z' } },
];
