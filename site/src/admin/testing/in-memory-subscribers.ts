import {
  listOrder,
  planSubscriberList,
  subscriberFigures,
  subscriberListPage,
  subscribersCsv,
  type SubscriberRow,
} from '@core/newsletter/subscribers-admin';
import { subscriberOf, type Subscriber } from '@core/newsletter/subscribers';
import { AdminApiError } from '../data/admin-api';
import type { SubscribersStore } from '../data/subscribers-store';
import { bulkResult, checkedBulkIds } from './in-memory-content';

/** A document of the collection as stored: one from before double opt-in has no status. */
export interface StoredSubscriber {
  id: string;
  data: Record<string, unknown>;
}

export interface InMemorySubscribersSeed {
  stored?: readonly StoredSubscriber[];
  /** Makes every call of these fail (error states in stories and tests). */
  failing?: readonly (keyof SubscribersStore)[];
  /** The clock of the 30-day figures (the real one by default). */
  now?: () => Date;
}

/** A stored subscriber for seeds: confirmed from the home page unless told otherwise. */
export function sampleSubscriber(
  fields: Partial<Subscriber> & Pick<Subscriber, 'email'>,
): StoredSubscriber {
  const createdAt = fields.createdAt ?? '2026-11-20T10:00:00.000Z';
  const status = fields.status ?? 'confirmed';
  return {
    id: `id-${fields.email}`,
    data: {
      status,
      createdAt,
      source: '/',
      ...(status === 'waiting' ? {} : { confirmedAt: createdAt }),
      ...fields,
    },
  };
}

/**
 * The subscribers in memory, answering as the API does (core/newsletter/subscribers-admin.ts pages, counts
 * and writes the CSV for both); `store` adds documents as a sign-up would have.
 */
export function inMemorySubscribers(seed: InMemorySubscribersSeed = {}) {
  const docs = new Map((seed.stored ?? []).map((doc) => [doc.id, doc.data]));
  const now = seed.now ?? (() => new Date());
  const failing = (method: keyof SubscribersStore) => {
    if (seed.failing?.includes(method))
      throw new AdminApiError('Could not reach the subscribers', 503);
  };
  const all = () =>
    [...docs].flatMap(([id, data]) => {
      const subscriber = subscriberOf(data);
      return subscriber ? [{ id, ...subscriber } satisfies SubscriberRow] : [];
    });
  const store: SubscribersStore = {
    list: async ({ q, status, after }) => {
      failing('list');
      const plan = planSubscriberList({ q, status, after });
      if ('error' in plan) throw new AdminApiError(plan.error, 400);
      const ordered = [...docs]
        .map(([id, data]) => ({ id, data, createdAt: subscriberOf(data)?.createdAt ?? '' }))
        .sort(listOrder);
      const start = plan.after
        ? ordered.filter(
            (doc) => listOrder(doc, { createdAt: plan.after![0], id: plan.after![1] }) > 0,
          )
        : ordered;
      return subscriberListPage(start.slice(0, plan.read + 1), plan);
    },
    figures: async () => {
      failing('figures');
      return subscriberFigures(all(), now());
    },
    exportCsv: async () => {
      failing('exportCsv');
      return subscribersCsv(all().sort(listOrder));
    },
    erase: async (ids) => {
      failing('erase');
      const checked = checkedBulkIds(ids);
      const result = bulkResult(checked, (id) => docs.has(id));
      for (const id of result.deleted) docs.delete(id);
      return result;
    },
  };
  return {
    ...store,
    store: (...added: StoredSubscriber[]) => {
      for (const doc of added) docs.set(doc.id, doc.data);
    },
  };
}
