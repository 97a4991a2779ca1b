/** Where uploaded files live. Two adapters: Cloud Storage and a local folder. */
export interface StoredBlob {
  path: string;
  /** Where the site serves it: /media/{path}, a path whatever host stored it (core/images/media-url.ts). */
  url: string;
  size: number;
  contentType: string;
  updatedAt: string;
}

export interface BlobContent {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

export interface BlobStore {
  /** Stores bytes at path (fails if it exists unless overwrite) and answers where it is served. */
  put(path: string, content: BlobContent, options?: { overwrite?: boolean }): Promise<StoredBlob>;
  get(path: string): Promise<BlobContent | null>;
  list(prefix: string): Promise<StoredBlob[]>;
  delete(path: string): Promise<void>;
}

export class BlobExistsError extends Error {
  constructor(path: string) {
    super(`A file already exists at ${path}`);
  }
}

/** Paths are relative, slash-separated, with no empty, '.' or '..' segments. */
export function assertSafeBlobPath(path: string): void {
  const segments = path.split('/');
  if (
    path.startsWith('/') ||
    segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\'))
  ) {
    throw new Error(`Unsafe storage path: ${path}`);
  }
}
