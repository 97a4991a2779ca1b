import { resolve } from 'node:path';
import type { BlobStore } from './blob-store';
import { CloudStorageBlobStore } from './cloud-storage-blob-store';
import { LocalBlobStore } from './local-blob-store';

let store: BlobStore | undefined;

/** BLOB_STORE=local (with LOCAL_BLOB_DIR and PUBLIC_BASE_URL) locally; Cloud Storage otherwise. */
export function blobStore(): BlobStore {
  if (!store) {
    if (process.env.BLOB_STORE === 'local') {
      const dir = process.env.LOCAL_BLOB_DIR;
      const base = process.env.PUBLIC_BASE_URL;
      if (!dir || !base)
        throw new Error('BLOB_STORE=local needs LOCAL_BLOB_DIR and PUBLIC_BASE_URL');
      store = new LocalBlobStore(resolve(dir), base.replace(/\/$/, ''));
    } else {
      store = new CloudStorageBlobStore();
    }
  }
  return store;
}
