import type { User } from 'firebase/auth';
import { collection, getDocs, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import {
  IMAGE_SOURCES,
  type ImageInfo,
  type ImageProxyResponse,
  type ImageSource,
  type ImageUse,
  type ImageVariant,
  type LibraryImage,
} from '@core/images/image-library';
import { mediaUrl } from '@core/images/media-url';
import { COLLECTIONS } from '@core/paths';
import type { ImageKind } from '@core/images/image-upload';
import { callAdminApi, jsonRequest } from './admin-api';
import { apiPath } from '@core/api-routes';

/** The image library as the screens see it. */
export interface ImagesStore {
  /** Every stored image, newest first (spec: ordered by created_at descending). */
  list(): Promise<LibraryImage[]>;
  /** Fetches the image by URL on the server (the image proxy), stores it and answers its record. */
  importFromUrl(image: ImageInfo & { blogTitle: string }): Promise<LibraryImage>;
  /** Deletes an unused image and its files; an image in use is refused (409 naming the posts). */
  remove(id: string): Promise<void>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * A file's address from its stored path, where it has one: records kept before paths held the
 * host of their upload in `url` (core/images/media-url.ts).
 */
const addressOf = (data: { path?: unknown; url?: unknown }) =>
  typeof data.path === 'string' && data.path ? mediaUrl(data.path) : text(data.url);

/** A stored record as the screens use it; a missing field reads as empty, never as a crash. */
export function toLibraryImage(id: string, data: Record<string, unknown>): LibraryImage {
  const source = IMAGE_SOURCES.includes(data.source as ImageSource)
    ? (data.source as ImageSource)
    : 'upload';
  return {
    id,
    path: text(data.path),
    url: addressOf(data),
    contentType: text(data.contentType),
    size: Number(data.size) || 0,
    width: Number(data.width) || 0,
    height: Number(data.height) || 0,
    sha256: text(data.sha256),
    source,
    blogTitle: typeof data.blogTitle === 'string' ? data.blogTitle : null,
    originalUrl: typeof data.originalUrl === 'string' ? data.originalUrl : null,
    alt: text(data.alt),
    title: text(data.title),
    uploadedBy: typeof data.uploadedBy === 'string' ? data.uploadedBy : null,
    createdAt: text(data.createdAt),
    variants: list<ImageVariant>(data.variants).map((variant) => ({
      ...variant,
      url: addressOf(variant),
    })),
    usedBy: list<ImageUse>(data.usedBy),
  };
}

export function firebaseImagesStore(db: Firestore, user: () => User | null): ImagesStore {
  return {
    async list() {
      const snapshot = await getDocs(
        query(collection(db, COLLECTIONS.images), orderBy('createdAt', 'desc')),
      );
      return snapshot.docs.map((d) => toLibraryImage(d.id, d.data()));
    },
    async importFromUrl({ url, alt, title, blogTitle }) {
      const { image } = await callAdminApi<ImageProxyResponse>(
        user(),
        apiPath('imageProxy'),
        jsonRequest({ url, base64: true, blogTitle, alt, title }),
      );
      return image;
    },
    async remove(id) {
      await callAdminApi<null>(user(), apiPath('image', { id }), { method: 'DELETE' });
    },
  };
}

/** Uploads an image file; the server converts it to WebP and answers its public URL. */
export type ImageUploadStore = (file: File, kind: ImageKind) => Promise<string>;

export function apiImageUploadStore(user: () => User | null): ImageUploadStore {
  return async (file, kind) => {
    const { url } = await callAdminApi<{ url: string }>(user(), apiPath('imageUpload', { kind }), {
      method: 'POST',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    });
    return url;
  };
}
