/**
 * The files the local blob store (the emulators' stand-in for Cloud Storage) writes for a blob,
 * named after it: beside each blob its metadata, and while replacing either, a copy written aside
 * and renamed over it. A name the store is given must leave room for the longest of them within a
 * file system's limit on one name, or the write fails with ENAMETOOLONG.
 */

/** Longest name of one file or folder, in bytes, on common file systems (ext4, APFS, NTFS). */
const FILE_SYSTEM_NAME_MAX_BYTES = 255;

/** The metadata beside a blob: `{name}.meta.json`. */
export const BLOB_METADATA_SUFFIX = '.meta.json';
/** What ends a file being written aside; never listed as a blob. */
export const BLOB_ASIDE_EXTENSION = '.tmp';
/** Random bytes in an aside file's name, so two writers never write the same one. */
export const BLOB_ASIDE_RANDOM_BYTES = 6;

/** `.{random hex}.tmp`, added to the name of the file being replaced. */
export const blobAsideSuffix = (randomHex: string): string =>
  `.${randomHex}${BLOB_ASIDE_EXTENSION}`;

/** The longest blob name (one path segment, in UTF-8 bytes) whose every file fits the limit. */
export const BLOB_NAME_MAX_BYTES =
  FILE_SYSTEM_NAME_MAX_BYTES -
  BLOB_METADATA_SUFFIX.length -
  blobAsideSuffix('0'.repeat(2 * BLOB_ASIDE_RANDOM_BYTES)).length;
