import type { AuditEntry } from '@core/admin/audit';

const ADMIN = { uid: 'admin-1', email: 'owner@elf.example' };

/** An audit entry as the server writes it; minutes counts back from 2026-12-03 10:00 UTC. */
export function auditEntry(
  id: string,
  minutesAgo: number,
  entry: Partial<Omit<AuditEntry, 'id' | 'at'>>,
): AuditEntry {
  const changes = entry.changes ?? [];
  return {
    id,
    at: new Date(Date.UTC(2026, 11, 3, 10, 0) - minutesAgo * 60_000).toISOString(),
    actor: ADMIN,
    area: 'elf-names',
    action: 'create',
    collection: 'elfNamePrefixes',
    documentId: changes[0]?.documentId ?? null,
    label: '',
    changeCount: changes.length,
    jobId: null,
    ...entry,
    changes,
  };
}

/** What an admin's morning looks like in the log: names, a post, an import. */
export const SAMPLE_ACTIVITY: AuditEntry[] = [
  auditEntry('a1', 1, {
    action: 'delete',
    collection: 'elfNameSuffixes',
    label: 'toes',
    changes: [
      { documentId: 's1', before: { value: 'toes', category: 'custom', key: 'toes' }, after: null },
    ],
  }),
  auditEntry('a2', 2, {
    action: 'create',
    label: 'Frosty',
    changes: [
      {
        documentId: 'p9',
        before: null,
        after: { value: 'Frosty', category: 'custom', key: 'frosty' },
      },
    ],
  }),
  auditEntry('a3', 30, {
    area: 'posts',
    action: 'update',
    collection: 'posts',
    label: 'Elf Arrival Ideas',
    actor: { uid: 'admin-2', email: null },
    changes: [
      {
        documentId: 'post-1',
        before: {
          title: 'Elf Arrival Ideas',
          published: false,
          updatedAt: '2026-12-01T09:00:00.000Z',
          metadata: { author: 'Ann' },
        },
        after: {
          title: 'Elf Arrival Ideas',
          published: true,
          updatedAt: '2026-12-03T09:30:00.000Z',
          metadata: { author: 'Elf Letter Team' },
        },
      },
    ],
  }),
  auditEntry('a4', 90, {
    area: 'recipes',
    action: 'import',
    collection: 'holidayRecipes',
    label: '120 recipes',
    jobId: 'job-1',
    changeCount: 120,
    changes: Array.from({ length: 5 }, (_, i) => ({
      documentId: `r${i}`,
      before: null,
      after: { title: `Cookie ${i + 1}`, servings: 4 },
    })),
  }),
];
