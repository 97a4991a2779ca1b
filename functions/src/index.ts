/**
 * Wiring only: each export is a deployed function; handlers live in their own modules.
 */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { syncAdminClaim } from './admin/admin-claims';
import { apiRouter } from './api/api-router';
import { imageUsageAffected, syncImageUsage } from './images/image-usage';
import { toExpressHandler } from './http/fetch-adapter';
import { refreshSitemap } from './sitemap/sitemap-files';
import { sitemapAffected } from './sitemap/sitemap-trigger';
import { publishDuePosts } from './posts/publish-scheduled';
import { stampPublishedAtIfMissing } from './posts/stamp-published-at';
import { pruneNotFoundLog } from './redirects/not-found-log';
import { settlePostAddress } from './redirects/post-slug-redirects';
import { ssrHandler } from './ssr/ssr-handler';

// Imports run inside their request (functions/src/imports): up to 9 minutes, a file in memory.
export const api = onRequest(
  { cors: true, timeoutSeconds: 540, memory: '512MiB' },
  toExpressHandler(apiRouter),
);

export const ssr = onRequest({ memory: '512MiB' }, toExpressHandler(ssrHandler));

export const syncAdminClaimOnProfileWrite = onDocumentWritten('profiles/{uid}', async (event) => {
  await syncAdminClaim(event.params.uid, event.data?.after.data()?.isAdmin === true);
});

// Publishing, unpublishing, deleting or re-slugging a post republishes the sitemap by itself
// (not robots.txt, which only the robots settings change).
export const refreshSitemapOnPostWrite = onDocumentWritten('posts/{postId}', async (event) => {
  if (sitemapAffected(event.data?.before.data(), event.data?.after.data()))
    await refreshSitemap({ robots: false });
});

// Saving or deleting a post keeps the image library's "used by" of its images up to date.
export const syncImageUsageOnPostWrite = onDocumentWritten('posts/{postId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (imageUsageAffected(before, after)) await syncImageUsage(event.params.postId, after);
});

// A public post without publishedAt (restored from an old backup, edited by hand) would be missing
// from the blog, whose order reads it.
export const stampPublishedAtOnPostWrite = onDocumentWritten('posts/{postId}', async (event) => {
  await stampPublishedAtIfMissing(event.data?.after);
});

/**
 * A published post's old address keeps working after its slug changes (a 301, automatic), and no
 * redirect stands over its address. The admin API's save does this itself; this covers writes
 * made around it (a restore, the console).
 */
export const redirectOldPostSlug = onDocumentWritten('posts/{postId}', async (event) => {
  await settlePostAddress(
    event.params.postId,
    event.data?.before.data(),
    event.data?.after.data(),
    event.data?.after.updateTime,
  );
});

/**
 * Scheduled posts go public within a minute of their time. The emulator fires no schedules: the
 * local stack runs publishDuePosts on a timer of its own (scripts/lib/stack.ts).
 */
export const publishScheduledPosts = onSchedule('every 1 minutes', async () => {
  await publishDuePosts();
});

/** The 404 log keeps its busiest paths only. */
export const pruneNotFoundLogHourly = onSchedule('every 1 hours', async () => {
  await pruneNotFoundLog();
});
