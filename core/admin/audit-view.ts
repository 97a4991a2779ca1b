/**
 * How the Activity page tells an audit entry: one line saying who did what to which thing, and
 * the values before and after, field by field, in words rather than JSON.
 */
import type { AuditAction, AuditArea, AuditChange, AuditEntry } from './audit';
import { CONTENT_KIND_IDS, contentKind } from '../generators/content-kinds';
import { COLLECTIONS } from '../paths';

export const AUDIT_AREA_LABELS: Record<AuditArea, string> = {
  'elf-names': 'Elf names',
  crafts: 'Crafts',
  scenes: 'Scenes',
  recipes: 'Recipes',
  posts: 'Posts',
  redirects: 'Redirects',
  site: 'Site settings',
  subscribers: 'Subscribers',
};

const VERBS: Record<AuditAction, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  import: 'imported',
  export: 'downloaded',
  erase: 'erased',
};

/** What a document of each collection is called. */
const NOUNS: Record<string, string> = {
  ...Object.fromEntries(
    CONTENT_KIND_IDS.map((id) => [contentKind(id).collection, contentKind(id).noun.one]),
  ),
  [COLLECTIONS.posts]: 'post',
};

/** 'created the prefix “Frosty”', 'imported 12 recipes', 'updated Craft generator settings'. */
export function auditSummary(entry: Pick<AuditEntry, 'action' | 'collection' | 'label'>): string {
  const verb = VERBS[entry.action];
  if (entry.action === 'import' || entry.action === 'export' || entry.action === 'erase')
    return `${verb} ${entry.label}`;
  const noun = NOUNS[entry.collection];
  return noun ? `${verb} the ${noun} “${entry.label}”` : `${verb} ${entry.label}`;
}

/** Who did it, as people know them. */
export const auditActorName = (entry: Pick<AuditEntry, 'actor'>) =>
  entry.actor.email ?? `user ${entry.actor.uid}`;

/** Kept by the system for its own use: noise to a reader. */
const HIDDEN_FIELDS = new Set(['key', 'rand', 'createdAt', 'updatedAt']);
/** Shown first, in this order; the rest alphabetically. */
const FIRST_FIELDS = ['title', 'value', 'slug', 'published'];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value in words: lists joined, yes/no, '—' for nothing. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (Array.isArray(value))
    return value.length === 0 ? '(none)' : value.map((item) => formatAuditValue(item)).join(', ');
  if (isPlainObject(value)) {
    const parts = Object.entries(value).map(([k, v]) => `${k}: ${formatAuditValue(v)}`);
    return parts.length ? parts.join('; ') : '(none)';
  }
  return String(value);
}

/** Nested objects (a post's metadata) become one field per key: 'metadata.author'. */
function flatten(data: Record<string, unknown> | null): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(data ?? {})) {
    if (HIDDEN_FIELDS.has(key)) continue;
    if (isPlainObject(value) && Object.keys(value).length > 0)
      for (const [sub, inner] of Object.entries(value)) fields.set(`${key}.${sub}`, inner);
    else fields.set(key, value);
  }
  return fields;
}

const fieldOrder = (a: string, b: string) => {
  const rank = (field: string) => {
    const i = FIRST_FIELDS.indexOf(field);
    return i === -1 ? FIRST_FIELDS.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
};

export interface AuditFieldChange {
  field: string;
  before: string;
  after: string;
}

/**
 * The fields of one change with their values before and after: every field of a created or
 * deleted document, only the fields that differ for an update.
 */
export function auditFieldChanges(
  change: Pick<AuditChange, 'before' | 'after'>,
): AuditFieldChange[] {
  const before = flatten(change.before);
  const after = flatten(change.after);
  const fields = [...new Set([...before.keys(), ...after.keys()])].sort(fieldOrder);
  return fields
    .map((field) => ({
      field,
      before: change.before ? formatAuditValue(before.get(field)) : '—',
      after: change.after ? formatAuditValue(after.get(field)) : '—',
    }))
    .filter((row) => !(change.before && change.after) || row.before !== row.after);
}

/** Words spelled otherwise than their field names. */
const FIELD_WORDS: Record<string, string> = { value: 'name', seo: 'SEO', url: 'URL', id: 'ID' };

/** 'requiredSupplies' → 'Required supplies', 'metadata.seoDescription' → 'SEO description'. */
export function auditFieldLabel(field: string): string {
  const name = field.slice(field.lastIndexOf('.') + 1);
  const text = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_]+/)
    .map((word) => FIELD_WORDS[word] ?? word)
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
