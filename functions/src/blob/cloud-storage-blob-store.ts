import { getStorage } from 'firebase-admin/storage';
import { mediaUrl } from '@core/images/media-url';
import { adminApp } from '../platform/firebase';
import {
  assertSafeBlobPath,
  BlobExistsError,
  type BlobContent,
  type BlobStore,
  type StoredBlob,
} from './blob-store';

/** Cloud Storage (production, or the Storage emulator when STORAGE_EMULATOR_HOST is set). */
export class CloudStorageBlobStore implements BlobStore {
  private bucket() {
    return getStorage(adminApp()).bucket();
  }

  async put(path: string, content: BlobContent, options?: { overwrite?: boolean }) {
    assertSafeBlobPath(path);
    const file = this.bucket().file(path);
    try {
      await file.save(content.bytes, {
        contentType: content.contentType,
        metadata: { cacheControl: content.cacheControl },
        resumable: false,
        // ifGenerationMatch 0: the write succeeds only when no object exists yet.
        preconditionOpts: options?.overwrite ? undefined : { ifGenerationMatch: 0 },
      });
    } catch (error) {
      if ((error as { code?: number }).code === 412) throw new BlobExistsError(path);
      throw error;
    }
    return {
      path,
      url: mediaUrl(path),
      size: content.bytes.length,
      contentType: content.contentType,
      updatedAt: new Date().toISOString(),
    };
  }

  async get(path: string): Promise<BlobContent | null> {
    assertSafeBlobPath(path);
    const file = this.bucket().file(path);
    const [exists] = await file.exists();
    if (!exists) return null;
    const [[bytes], [meta]] = await Promise.all([file.download(), file.getMetadata()]);
    return {
      bytes,
      contentType: meta.contentType ?? 'application/octet-stream',
      cacheControl: meta.cacheControl ?? 'public, max-age=3600',
    };
  }

  async list(prefix: string): Promise<StoredBlob[]> {
    const [files] = await this.bucket().getFiles({ prefix });
    return files.map((file) => ({
      path: file.name,
      url: mediaUrl(file.name),
      size: Number(file.metadata.size ?? 0),
      contentType: file.metadata.contentType ?? 'application/octet-stream',
      updatedAt: file.metadata.updated ?? new Date(0).toISOString(),
    }));
  }

  async delete(path: string): Promise<void> {
    assertSafeBlobPath(path);
    await this.bucket().file(path).delete({ ignoreNotFound: true });
  }
}
