import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { FirebaseServices } from '@site/shared/lib/firebase-client';
import { apiActivityStore, type ActivityStore } from './activity-store';
import { apiAnalyticsStore, type AnalyticsStore } from './analytics-store';
import { apiBackupStore, type BackupStore } from './backup-store';
import { apiContentStore, type ContentStore } from './content-store';
import {
  apiImageUploadStore,
  firebaseImagesStore,
  type ImageUploadStore,
  type ImagesStore,
} from './images-store';
import { apiImportsStore, type ImportsStore } from './imports-store';
import { firebasePostsStore, type PostsStore } from './posts-store';
import { apiNewsletterStore, type NewsletterStore } from './newsletter-store';
import { apiRedirectsStore, type RedirectsStore } from './redirects-store';
import { apiRootFilesStore, type RootFilesStore } from './root-files-store';
import { apiSettingsStore, type SettingsStore } from './settings-store';
import { apiSitemapStore, type SitemapStore } from './sitemap-store';
import { apiSubscribersStore, type SubscribersStore } from './subscribers-store';
import {
  apiToolPagesStore,
  apiToolResultsStore,
  firebaseToolStatsStore,
  type ToolPagesStore,
  type ToolResultsStore,
  type ToolStatsStore,
} from './tool-stats-store';

/**
 * Everything the admin screens read and write, behind one seam (screens never touch the SDK): one
 * store per resource, each in its own `*-store.ts`.
 */
export interface AdminData {
  posts: PostsStore;
  toolStats: ToolStatsStore;
  toolPages: ToolPagesStore;
  /** Which of a tool's results spread: shared, opened from a widget, visited. */
  toolResults: ToolResultsStore;
  analytics: AnalyticsStore;
  uploadImage: ImageUploadStore;
  sitemap: SitemapStore;
  /** Generator content: name parts, craft ideas, scenes, recipes. */
  content: ContentStore;
  /** The craft and scene generators' stored settings. */
  settings: SettingsStore;
  imports: ImportsStore;
  /** The audit log: who changed what, newest first. */
  activity: ActivityStore;
  redirects: RedirectsStore;
  /** Files served at the domain root (ads.txt, verification files). */
  rootFiles: RootFilesStore;
  /** The image library: every stored image and the posts that use it. */
  images: ImagesStore;
  /** The whole site's content as one file, and restoring one. */
  backup: BackupStore;
  /** The newsletter's subscribers: the list, the figures, the export and the erase. */
  subscribers: SubscribersStore;
  /** The newsletter's sends: each with its figures, cancelled or retried. */
  newsletter: NewsletterStore;
}

/** The real thing: Firestore (rules decide) and the admin functions (as the signed-in user). */
export function firebaseAdminData({ db, auth }: FirebaseServices): AdminData {
  const user = () => auth.currentUser;
  return {
    posts: firebasePostsStore(db, user),
    toolStats: firebaseToolStatsStore(db),
    toolPages: apiToolPagesStore(user),
    toolResults: apiToolResultsStore(user),
    analytics: apiAnalyticsStore(user),
    uploadImage: apiImageUploadStore(user),
    sitemap: apiSitemapStore(user),
    content: apiContentStore(user),
    settings: apiSettingsStore(user),
    imports: apiImportsStore(user),
    activity: apiActivityStore(user),
    redirects: apiRedirectsStore(user),
    rootFiles: apiRootFilesStore(user),
    images: firebaseImagesStore(db, user),
    backup: apiBackupStore(user),
    subscribers: apiSubscribersStore(user),
    newsletter: apiNewsletterStore(user),
  };
}

const AdminDataContext = createContext<AdminData | null>(null);

/**
 * The stores, and the cache of what was read through them (see queries.ts): one cache per
 * provider, so each test and story starts empty. A failed read is shown at once, not retried, and
 * coming back to the tab does not read again (as before the cache).
 */
export function AdminDataProvider({ value, children }: { value: AdminData; children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <AdminDataContext.Provider value={value}>{children}</AdminDataContext.Provider>
    </QueryClientProvider>
  );
}

export function useAdminData(): AdminData {
  const data = useContext(AdminDataContext);
  if (!data) throw new Error('useAdminData needs an AdminDataProvider');
  return data;
}
