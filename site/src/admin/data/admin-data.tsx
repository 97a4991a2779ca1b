import { createContext, useContext, type ReactNode } from 'react';
import type { ImageKind } from '@core/image-upload';
import type { AnalyticsData, Post, ToolName, ToolStats } from '@core/models';
import type { PostInput } from '@core/post';
import type { PostRevision, PostRevisionSummary, PostSaveKind } from '@core/post-revisions';
import type { RobotsSettings } from '@core/robots';
import type {
  CopySitemapRequest,
  CopySitemapResponse,
  GenerateSitemapResponse,
} from '@core/sitemap-api';
import type { UrlCheckBatch } from '@core/sitemap-url-check';
import type { FirebaseServices } from '../../lib/firebase-client';
import type { ActivityPage } from '@core/audit';
import type { ToolPagesPage } from '@core/tool-pages';
import { fetchActivity, type ActivityQuery } from './activity-api';
import {
  checkSitemapUrls,
  copySitemapFiles,
  deletePost,
  fetchAnalytics,
  fetchPostRevision,
  fetchPostRevisions,
  fetchRobotsSettings,
  fetchToolPages,
  generateSitemap,
  savePost,
  saveRobotsSettings,
  uploadImage,
} from './admin-api';
import {
  apiContentData,
  apiImportsData,
  apiSettingsData,
  type ContentData,
  type ImportsData,
  type SettingsData,
} from './content-api';
import { apiBackupStore, type BackupStore } from './backup-api';
import { getPost, listPosts, newPostId } from './posts-store';
import { firebaseImagesData, type ImagesData } from './images-api';
import { apiRedirectsStore, type RedirectsStore } from './redirects-store';
import { apiRootFilesStore, type RootFilesStore } from './root-files-api';
import { readToolStats } from './tool-stats-store';

export interface PostsStore {
  /** Newest first, drafts included; `max` limits the read. */
  list(max?: number): Promise<Post[]>;
  get(id: string): Promise<Post | null>;
  /** An id for a post not saved yet. */
  newId(): string;
  /**
   * Creates or updates, keeping a revision of the text; a slug another post holds fails with
   * SlugTakenError. `kind` says an autosave (folded with the one before) or a restore.
   */
  save(id: string, input: PostInput, kind?: Partial<PostSaveKind>): Promise<Post>;
  /** The post's revisions, newest first (at most REVISION_LIMIT), without their texts. */
  revisions(id: string): Promise<PostRevisionSummary[]>;
  /** One revision with its text; an id the post no longer has fails with 404. */
  revision(id: string, revisionId: string): Promise<PostRevision>;
  /** Deletes the post with its slug claim, counters and tool-embed records (the admin API). */
  remove(post: Pick<Post, 'id' | 'slug'>): Promise<void>;
}

/** Everything the admin screens read and write, behind one seam (screens never touch the SDK). */
export interface AdminData {
  posts: PostsStore;
  toolStats(tools: readonly ToolName[]): Promise<ToolStats[]>;
  /** The pages that embedded a tool in the last 30 days, newest first; `after` pages on. */
  toolPages(tool: ToolName, after?: string | null): Promise<ToolPagesPage>;
  analytics(): Promise<AnalyticsData>;
  /** Answers the stored image's public URL. */
  uploadImage(file: File, kind: ImageKind): Promise<string>;
  sitemap: {
    generate(): Promise<GenerateSitemapResponse>;
    copy(urls: CopySitemapRequest): Promise<CopySitemapResponse>;
    /** Fetches a file of the public site (the verification reads what crawlers read). */
    fetchPublic(url: string, init?: RequestInit): Promise<Response>;
    robots(): Promise<RobotsSettings>;
    saveRobots(settings: RobotsSettings): Promise<RobotsSettings>;
    /** The published sitemap's URLs from `offset` on, fetched and judged by the server. */
    checkUrls(offset: number): Promise<UrlCheckBatch>;
  };
  /** Generator content: name parts, craft ideas, scenes, recipes. */
  content: ContentData;
  /** The craft and scene generators' stored settings. */
  settings: SettingsData;
  imports: ImportsData;
  /** The audit log: who changed what, newest first. */
  activity(query: ActivityQuery): Promise<ActivityPage>;
  redirects: RedirectsStore;
  /** Files served at the domain root (ads.txt, verification files). */
  rootFiles: RootFilesStore;
  /** The image library: every stored image and the posts that use it. */
  images: ImagesData;
  /** The whole site's content as one file, and restoring one. */
  backup: BackupStore;
}

/** The real thing: Firestore (rules decide) and the admin functions (as the signed-in user). */
export function firebaseAdminData({ db, auth }: FirebaseServices): AdminData {
  return {
    posts: {
      list: (max) => listPosts(db, max),
      get: (id) => getPost(db, id),
      newId: () => newPostId(db),
      save: (id, input, kind) => savePost(auth.currentUser, id, input, kind),
      revisions: (id) => fetchPostRevisions(auth.currentUser, id),
      revision: (id, revisionId) => fetchPostRevision(auth.currentUser, id, revisionId),
      remove: (post) => deletePost(auth.currentUser, post.id),
    },
    toolStats: (tools) => readToolStats(db, tools),
    toolPages: (tool, after) => fetchToolPages(auth.currentUser, tool, after),
    analytics: () => fetchAnalytics(auth.currentUser),
    uploadImage: (file, kind) => uploadImage(auth.currentUser, file, kind),
    sitemap: {
      generate: () => generateSitemap(auth.currentUser),
      copy: (urls) => copySitemapFiles(auth.currentUser, urls),
      fetchPublic: (url, init) => fetch(url, init),
      robots: () => fetchRobotsSettings(auth.currentUser),
      saveRobots: (settings) => saveRobotsSettings(auth.currentUser, settings),
      checkUrls: (offset) => checkSitemapUrls(auth.currentUser, offset),
    },
    content: apiContentData(() => auth.currentUser),
    settings: apiSettingsData(() => auth.currentUser),
    imports: apiImportsData(() => auth.currentUser),
    activity: (query) => fetchActivity(auth.currentUser, query),
    redirects: apiRedirectsStore(() => auth.currentUser),
    rootFiles: apiRootFilesStore(() => auth.currentUser),
    images: firebaseImagesData(db, () => auth.currentUser),
    backup: apiBackupStore(() => auth.currentUser),
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
