import { initializeApp } from 'firebase-admin/app';
import { GeoPoint, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { decodeData, encodeData } from './backup-values';

// References are built locally: nothing here reaches a server.
const db = getFirestore(initializeApp({ projectId: 'demo-backup-values' }, 'backup-values'));

describe('backup values', () => {
  it('gives back what JSON alone would lose, through the file as text', () => {
    const stored = {
      at: new Timestamp(1_700_000_000, 123_456_789),
      bytes: Buffer.from([0, 1, 254]),
      where: new GeoPoint(51.5, -0.12),
      post: db.doc('posts/p1'),
      odd: [Number.NaN, Number.POSITIVE_INFINITY, -1.5],
      nested: { $backup: 'not a tag', list: [{ at: new Timestamp(1, 0) }] },
      plain: { title: 'Elf', count: 3, none: null, yes: true },
    };
    const text = JSON.stringify(encodeData(stored));
    const back = decodeData(db, JSON.parse(text) as ReturnType<typeof encodeData>);
    expect(back.at).toEqual(stored.at);
    expect(back.bytes).toEqual(stored.bytes);
    expect((back.where as GeoPoint).isEqual(stored.where)).toBe(true);
    expect((back.post as typeof stored.post).path).toBe('posts/p1');
    expect(back.odd).toEqual(stored.odd);
    expect(back.nested).toEqual(stored.nested);
    expect(back.plain).toEqual(stored.plain);
  });
});
