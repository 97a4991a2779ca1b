import { createContext, useContext, type ReactNode } from 'react';
import type { ContentCounts, ImportJobDetail } from '../../../../core/admin-content-api';
import type { ActivityPage, AuditArea } from '../../../../core/audit';
import type { NamePartInput } from '../../../../core/content-schemas';
import type { ImageKind } from '../../../../core/image-upload';
import type { AnalyticsData, NamePart, Post, ToolName, ToolStats } from '../../../../core/models';
import type { PostInput } from '../../../../core/post';
import type { FirebaseServices } from '../../lib/firebase-client';
import { deletePost, fetchAnalytics, uploadImage } from './admin-api';
import {
  createNamePart,
  deleteNamePart,
  fetchActivity,
  fetchContentCounts,
  listNameParts,
  runImport,
  updateNamePart,
  type NamePartKind,
} from './content-api';
import { getPost, listPosts, newPostId, savePost } from './posts-store';
import { readToolStats } from './tool-stats-store';

export interface PostsStore {
  /** Newest first, drafts included; `max` limits the read. */
  list(max?: number): Promise<Post[]>;
  get(id: string): Promise<Post | null>;
  /** An id for a post not saved yet. */
  newId(): string;
  /** Creates or updates; a slug another post holds fails with SlugTakenError. */
  save(id: string, input: PostInput): Promise<Post>;
  /** Deletes the post with its slug claim, counters and tool-embed records (the admin API). */
  remove(post: Pick<Post, 'id' | 'slug'>): Promise<void>;
}

/** The elf name generator's prefixes, suffixes and last names (the admin content API). */
export interface NamePartsStore {
  /** Every entry of the kind, by name. */
  list(kind: NamePartKind): Promise<NamePart[]>;
  /** A name another entry has already fails with the API's 409 message; nothing is written. */
  add(kind: NamePartKind, input: NamePartInput): Promise<NamePart>;
  update(kind: NamePartKind, id: string, input: NamePartInput): Promise<NamePart>;
  remove(kind: NamePartKind, id: string): Promise<void>;
  /** Imports a list (names split on new lines and commas) with one optional category. */
  importList(kind: NamePartKind, text: string, category?: string): Promise<ImportJobDetail>;
}

/** Everything the admin screens read and write, behind one seam (screens never touch the SDK). */
export interface AdminData {
  posts: PostsStore;
  toolStats(tools: readonly ToolName[]): Promise<ToolStats[]>;
  analytics(): Promise<AnalyticsData>;
  /** Answers the stored image's public URL. */
  uploadImage(file: File, kind: ImageKind): Promise<string>;
  /** Exact counts of every kind of generator content. */
  contentCounts(): Promise<ContentCounts>;
  nameParts: NamePartsStore;
  /** One page of the audit log, newest first. */
  activity(options: { area?: AuditArea; before?: string | null }): Promise<ActivityPage>;
}

/** The real thing: Firestore (rules decide) and the admin functions (as the signed-in user). */
export function firebaseAdminData({ db, auth }: FirebaseServices): AdminData {
  return {
    posts: {
      list: (max) => listPosts(db, max),
      get: (id) => getPost(db, id),
      newId: () => newPostId(db),
      save: (id, input) => savePost(db, id, input),
      remove: (post) => deletePost(auth.currentUser, post.id),
    },
    toolStats: (tools) => readToolStats(db, tools),
    analytics: () => fetchAnalytics(auth.currentUser),
    uploadImage: (file, kind) => uploadImage(auth.currentUser, file, kind),
    contentCounts: () => fetchContentCounts(auth.currentUser),
    nameParts: {
      list: (kind) => listNameParts(auth.currentUser, kind),
      add: (kind, input) => createNamePart(auth.currentUser, kind, input),
      update: (kind, id, input) => updateNamePart(auth.currentUser, kind, id, input),
      remove: (kind, id) => deleteNamePart(auth.currentUser, kind, id),
      importList: (kind, text, category) =>
        runImport(auth.currentUser, { kind, text, format: 'list', category }),
    },
    activity: (options) => fetchActivity(auth.currentUser, options),
  };
}

const AdminDataContext = createContext<AdminData | null>(null);

export function AdminDataProvider({ value, children }: { value: AdminData; children: ReactNode }) {
  return <AdminDataContext.Provider value={value}>{children}</AdminDataContext.Provider>;
}

export function useAdminData(): AdminData {
  const data = useContext(AdminDataContext);
  if (!data) throw new Error('useAdminData needs an AdminDataProvider');
  return data;
}
