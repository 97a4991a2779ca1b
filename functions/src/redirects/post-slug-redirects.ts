/**
 * The redirects around a post's address, kept right by every write of a post
 * (core/redirects/post-address.ts): when a public post's slug changes, a 301 from /blog/{old} to
 * /blog/{new}, marked automatic, is created (or replaces what was there); redirects that led to
 * the old address are pointed at the new one, so nobody takes two hops; and no redirect is left
 * standing over the address where the post is public. The admin API's save and the scheduled
 * publisher apply this in the transaction that writes the post, so two saves in a row settle in
 * their order; the post trigger (settlePostAddress) applies it to writes made around them, from
 * the post as it is now, so triggers running late or out of order change nothing more.
 */
import type { Timestamp, Transaction } from 'firebase-admin/firestore';
import type { AuditActor } from '@core/admin/audit';
import { COLLECTIONS } from '@core/paths';
import { postAddressChange, type PostAddress } from '@core/redirects/post-address';
import { storedRedirect, type StoredRedirect } from '@core/redirects/redirect-document';
import { redirectDocId, redirectKey } from '@core/redirects/redirect-paths';
import type { RedirectFields } from '@core/redirects/redirect-schema';
import { recordAudit } from '../audit/audit-log';
import { counterShards } from '../counters/sharded-counter';
import { REDIRECT_COUNTERS } from '../counters/site-counters';
import { db } from '../platform/firebase';
import { redirectRef, redirectsCollection } from './redirect-store';

/** Who the audit log names for changes the site makes by itself. */
export const SYSTEM_ACTOR: AuditActor = { uid: 'system:post-slug-change', email: null };
export const SLUG_CHANGE_NOTE = (title: string) =>
  `Automatic: the post “${title}” changed its slug`;

/** A post as its address and the redirect's note read it. */
export type PostState = PostAddress & { title?: unknown };

/** What a post's write does to redirects, read inside its transaction; writes after its reads. */
export interface AddressPlan {
  write(tx: Transaction, now: string): void;
}

/**
 * Reads, inside the transaction that writes the post, the redirects its move from `before` (null:
 * a new post) to `after` touches; null when it touches none. `writtenAt` is the commit time of the
 * post's write, for a trigger settling it later: a redirect written over its address after that
 * commit is the owner's later choice (made past the "shadows a page" warning) and stays. Both are
 * Firestore's own commit times, so their order is the order of the writes.
 */
export async function planAddressChange(
  tx: Transaction,
  before: PostState | null | undefined,
  after: PostState,
  writtenAt?: Timestamp,
): Promise<AddressPlan | null> {
  const change = postAddressChange(before, after);
  if (!change) return null;
  const { to, from, previous, clearsAll } = change;
  const toRef = redirectRef(redirectDocId(to));
  const fromRef = from ? redirectRef(redirectDocId(from)) : null;
  const [atTo, atFrom, pointers] = await Promise.all([
    tx.get(toRef),
    fromRef ? tx.get(fromRef) : null,
    previous ? tx.get(redirectsCollection().where('targetKey', '==', redirectKey(previous))) : null,
  ]);
  // The post lives at `to`: a redirect from there would hide it (or, back to `previous`, loop).
  // Timestamp's valueOf sorts as the times do.
  const savedLater =
    writtenAt !== undefined &&
    atTo.updateTime !== undefined &&
    atTo.updateTime.valueOf() > writtenAt.valueOf();
  const clearTo =
    atTo.exists &&
    !savedLater &&
    (clearsAll ||
      atTo.get('automatic') === true ||
      (previous !== null && atTo.get('targetKey') === redirectKey(previous)));
  const toShards = clearTo ? await counterShards(tx, REDIRECT_COUNTERS, toRef) : [];
  const kept = atFrom?.exists ? (atFrom.data() as StoredRedirect) : undefined;
  // Written already (the save settled what its trigger now sees): nothing to do again.
  const fromSettled =
    kept?.automatic === true &&
    kept.isActive &&
    kept.statusCode === 301 &&
    kept.targetKey === redirectKey(to);

  return {
    write(tx, now) {
      const changes: {
        documentId: string;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }[] = [];
      if (clearTo) {
        tx.delete(toRef);
        for (const shard of toShards) tx.delete(shard);
        changes.push({ documentId: toRef.id, before: atTo.data()!, after: null });
      }
      if (fromRef && from && !fromSettled) {
        const notes = SLUG_CHANGE_NOTE(String(after.title ?? to)).slice(0, 500);
        const fields: RedirectFields = {
          sourcePath: from,
          targetPath: to,
          statusCode: 301,
          isActive: true,
          notes,
        };
        const data = {
          ...storedRedirect(fields, { now, createdBy: null, automatic: true }, kept),
          automatic: true,
        };
        tx.set(fromRef, data);
        changes.push({ documentId: fromRef.id, before: kept ? { ...kept } : null, after: data });
      }
      for (const doc of pointers?.docs ?? []) {
        if (doc.id === fromRef?.id || doc.id === toRef.id) continue;
        const update = { targetPath: to, targetKey: redirectKey(to), updatedAt: now };
        tx.update(doc.ref, update);
        changes.push({
          documentId: doc.id,
          before: doc.data(),
          after: { ...doc.data(), ...update },
        });
      }
      if (changes.length === 0) return;
      const created = fromRef !== null && !fromSettled && !kept;
      recordAudit(
        tx,
        SYSTEM_ACTOR,
        {
          area: 'redirects',
          action: created ? 'create' : clearTo && changes.length === 1 ? 'delete' : 'update',
          collection: COLLECTIONS.urlRedirects,
          documentId: changes[0]!.documentId,
          label: from ? `${from} → ${to}` : to,
          changes,
        },
        now,
      );
    },
  };
}

/**
 * The post trigger's part: a write made around the admin API (a restore, the console), committed
 * at `writtenAt`, moved the post from `before`; settles the redirects for where the post is now,
 * in a transaction of its own. (The write's commit time, not the event's `time`: the emulator
 * gives that in whole seconds, so a redirect written just before the write could seem later.)
 */
export async function settlePostAddress(
  postId: string,
  before: PostState | undefined,
  after: PostState | undefined,
  writtenAt: Timestamp | undefined,
): Promise<void> {
  if (!after || !postAddressChange(before, after)) return;
  const postRef = db().collection(COLLECTIONS.posts).doc(postId);
  await db().runTransaction(async (tx) => {
    const current = await tx.get(postRef);
    if (!current.exists) return;
    const plan = await planAddressChange(tx, before, current.data() as PostState, writtenAt);
    plan?.write(tx, new Date().toISOString());
  });
}
