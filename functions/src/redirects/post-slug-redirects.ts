/**
 * When a published post's slug changes, its old address must keep working: a 301 from
 * /blog/{old} to /blog/{new}, marked automatic, is created (or replaces what was there), a
 * redirect from the new address that is automatic or leads back to the old one is removed since
 * the post lives there now, and redirects that pointed at the old address are pointed at the new
 * one, so nobody takes two hops. Runs from a Firestore trigger on posts (functions/src/index.ts),
 * so every way of saving a post is covered; running twice changes nothing more.
 */
import type { AuditActor } from '@core/audit';
import { COLLECTIONS } from '@core/paths';
import { storedRedirect, type StoredRedirect } from '@core/redirects/redirect-document';
import { redirectDocId, redirectKey } from '@core/redirects/redirect-paths';
import type { RedirectFields } from '@core/redirects/redirect-schema';
import { isValidSlug } from '@core/slug';
import { recordAudit } from '../audit/audit-log';
import { db } from '../platform/firebase';
import { redirectRef, redirectsCollection } from './redirect-store';

/** Who the audit log names for changes the site makes by itself. */
export const SYSTEM_ACTOR: AuditActor = { uid: 'system:post-slug-change', email: null };
export const SLUG_CHANGE_NOTE = (title: string) =>
  `Automatic: the post “${title}” changed its slug`;

interface PostState {
  slug?: unknown;
  published?: unknown;
  title?: unknown;
}

export async function redirectOldSlug(before: PostState | undefined, after: PostState | undefined) {
  if (!before || !after || before.published !== true) return;
  const [oldSlug, newSlug] = [before.slug, after.slug];
  if (typeof oldSlug !== 'string' || typeof newSlug !== 'string' || oldSlug === newSlug) return;
  if (!isValidSlug(oldSlug) || !isValidSlug(newSlug)) return;
  const from = `/blog/${oldSlug}`;
  const to = `/blog/${newSlug}`;
  const fields: RedirectFields = {
    sourcePath: from,
    targetPath: to,
    statusCode: 301,
    isActive: true,
    notes: SLUG_CHANGE_NOTE(String(after.title ?? newSlug)).slice(0, 500),
  };

  const fromRef = redirectRef(redirectDocId(from));
  const toRef = redirectRef(redirectDocId(to));
  const pointing = redirectsCollection().where('targetKey', '==', redirectKey(from));
  await db().runTransaction(async (tx) => {
    const [atFrom, atTo, pointers] = await Promise.all([
      tx.get(fromRef),
      tx.get(toRef),
      tx.get(pointing),
    ]);
    const now = new Date().toISOString();
    const changes: {
      documentId: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }[] = [];
    // The post lives at the new address: an automatic redirect from it, or one back to the old
    // address (a loop now), goes.
    const backToOld = atTo.get('targetKey') === redirectKey(from);
    if (atTo.exists && (atTo.get('automatic') === true || backToOld)) {
      tx.delete(toRef);
      changes.push({ documentId: toRef.id, before: atTo.data()!, after: null });
    }
    const previous = atFrom.exists ? (atFrom.data() as StoredRedirect) : undefined;
    const created = storedRedirect(fields, { now, createdBy: null, automatic: true }, previous);
    const data = { ...created, automatic: true, notes: fields.notes };
    tx.set(fromRef, data);
    changes.push({
      documentId: fromRef.id,
      before: previous ? { ...previous } : null,
      after: data,
    });
    for (const doc of pointers.docs) {
      if (doc.id === fromRef.id || doc.id === toRef.id) continue;
      const update = { targetPath: to, targetKey: redirectKey(to), updatedAt: now };
      tx.update(doc.ref, update);
      changes.push({ documentId: doc.id, before: doc.data(), after: { ...doc.data(), ...update } });
    }
    recordAudit(
      tx,
      SYSTEM_ACTOR,
      {
        area: 'redirects',
        action: previous ? 'update' : 'create',
        collection: COLLECTIONS.urlRedirects,
        documentId: fromRef.id,
        label: `${from} → ${to}`,
        changes,
      },
      now,
    );
  });
}
