/**
 * Firestore values to and from the backup file's JSON (core/admin/backup.ts): what JSON cannot say is
 * written as a tagged object, so a value read back is the value that was stored.
 */
import {
  DocumentReference,
  GeoPoint,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import type { BackupValue } from '@core/admin/backup';

const TAG = '$backup';

export function encodeValue(value: unknown): BackupValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isFinite(value) ? value : { [TAG]: 'number', value: String(value) };
  if (value instanceof Timestamp)
    return { [TAG]: 'timestamp', seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (value instanceof GeoPoint)
    return { [TAG]: 'geopoint', latitude: value.latitude, longitude: value.longitude };
  if (value instanceof DocumentReference) return { [TAG]: 'reference', path: value.path };
  if (value instanceof Uint8Array)
    return { [TAG]: 'bytes', base64: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (typeof value === 'object') {
    const map = encodeData(value as DocumentData);
    return TAG in map ? { [TAG]: 'map', value: map } : map;
  }
  throw new Error(`A stored value of type ${typeof value} cannot be backed up`);
}

export function encodeData(data: DocumentData): Record<string, BackupValue> {
  return Object.fromEntries(Object.entries(data).map(([key, v]) => [key, encodeValue(v)]));
}

export function decodeValue(db: Firestore, value: BackupValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => decodeValue(db, v));
  const tag = value[TAG];
  if (typeof tag !== 'string') return decodeData(db, value);
  const field = (name: string) => value[name];
  switch (tag) {
    case 'number':
      return Number(field('value'));
    case 'timestamp':
      return new Timestamp(Number(field('seconds')), Number(field('nanoseconds')));
    case 'geopoint':
      return new GeoPoint(Number(field('latitude')), Number(field('longitude')));
    case 'reference':
      return db.doc(String(field('path')));
    case 'bytes':
      return Buffer.from(String(field('base64')), 'base64');
    case 'map':
      return decodeData(db, field('value') as Record<string, BackupValue>);
    default:
      throw new Error(`Unknown stored value type "${tag}" in the backup`);
  }
}

export function decodeData(db: Firestore, data: Record<string, BackupValue>): DocumentData {
  return Object.fromEntries(Object.entries(data).map(([key, v]) => [key, decodeValue(db, v)]));
}
