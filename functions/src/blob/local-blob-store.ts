import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { mediaUrl } from '@core/images/media-url';
import {
  BLOB_ASIDE_EXTENSION,
  BLOB_ASIDE_RANDOM_BYTES,
  BLOB_METADATA_SUFFIX,
  blobAsideSuffix,
} from '@core/images/blob-file-names';
import {
  assertSafeBlobPath,
  BlobExistsError,
  type BlobContent,
  type BlobStore,
  type StoredBlob,
} from './blob-store';

interface Sidecar {
  contentType: string;
  cacheControl: string;
}

/**
 * Files in a local folder, served by the API function at /media/{path}.
 * Content type and cache control sit in a sidecar file beside each blob.
 */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  async put(path: string, content: BlobContent, options?: { overwrite?: boolean }) {
    assertSafeBlobPath(path);
    const file = join(this.root, path);
    await mkdir(dirname(file), { recursive: true });
    const sidecar: Sidecar = {
      contentType: content.contentType,
      cacheControl: content.cacheControl,
    };
    if (options?.overwrite) {
      // Replaced whole (written aside, then renamed over), so a reader never finds the file
      // half-written or without its sidecar, as Cloud Storage never shows an object half-written.
      await replaceFile(file + BLOB_METADATA_SUFFIX, JSON.stringify(sidecar));
      await replaceFile(file, content.bytes);
      return this.describe(path, content.bytes.length, content.contentType, new Date());
    }
    try {
      await writeFile(file, content.bytes, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BlobExistsError(path);
      throw error;
    }
    await writeFile(file + BLOB_METADATA_SUFFIX, JSON.stringify(sidecar));
    return this.describe(path, content.bytes.length, content.contentType, new Date());
  }

  async get(path: string): Promise<BlobContent | null> {
    assertSafeBlobPath(path);
    if (path.endsWith(BLOB_METADATA_SUFFIX)) return null;
    const file = join(this.root, path);
    try {
      const [bytes, meta] = await Promise.all([
        readFile(file),
        readFile(file + BLOB_METADATA_SUFFIX, 'utf8'),
      ]);
      const sidecar = JSON.parse(meta) as Sidecar;
      return { bytes, contentType: sidecar.contentType, cacheControl: sidecar.cacheControl };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async list(prefix: string): Promise<StoredBlob[]> {
    const base = join(this.root, prefix);
    let entries: string[];
    try {
      entries = (await readdir(base, { recursive: true })) as string[];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const blobs: StoredBlob[] = [];
    for (const entry of entries) {
      if (entry.endsWith(BLOB_METADATA_SUFFIX) || entry.endsWith(BLOB_ASIDE_EXTENSION)) continue;
      const file = join(base, entry);
      const info = await stat(file);
      if (!info.isFile()) continue;
      const path = relative(this.root, file).split('\\').join('/');
      const meta = JSON.parse(await readFile(file + BLOB_METADATA_SUFFIX, 'utf8')) as Sidecar;
      blobs.push(this.describe(path, info.size, meta.contentType, info.mtime));
    }
    return blobs.sort((a, b) => a.path.localeCompare(b.path));
  }

  async delete(path: string): Promise<void> {
    assertSafeBlobPath(path);
    const file = join(this.root, path);
    await rm(file, { force: true });
    await rm(file + BLOB_METADATA_SUFFIX, { force: true });
  }

  private describe(path: string, size: number, contentType: string, when: Date): StoredBlob {
    return { path, url: mediaUrl(path), size, contentType, updatedAt: when.toISOString() };
  }
}

async function replaceFile(file: string, data: string | Uint8Array): Promise<void> {
  const aside = file + blobAsideSuffix(randomBytes(BLOB_ASIDE_RANDOM_BYTES).toString('hex'));
  await writeFile(aside, data);
  await rename(aside, file);
}
