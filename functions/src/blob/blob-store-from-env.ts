import { resolve } from 'node:path';
import type { BlobStore } from './blob-store';
import { CloudStorageBlobStore } from './cloud-storage-blob-store';
import { LocalBlobStore } from './local-blob-store';

let store: BlobStore | undefined;

/** BLOB_STORE=local (with LOCAL_BLOB_DIR) locally; Cloud Storage otherwise. */
export function blobStore(): BlobStore {
  if (!store) {
    if (process.env.BLOB_STORE === 'local') {
      const dir = process.env.LOCAL_BLOB_DIR;
      if (!dir) throw new Error('BLOB_STORE=local needs LOCAL_BLOB_DIR');
      store = new LocalBlobStore(resolve(dir));
    } else {
      store = new CloudStorageBlobStore();
    }
  }
  return store;
}
