/**
 * Wiring only: each export is a deployed function; handlers live in their own modules. Every
 * function loads this one entry on a new instance before its first answer, so each loads its
 * handler's modules when it first runs (esbuild evaluates a module imported with import() only
 * then): an `ssr` instance never evaluates the API's code, nor a trigger the site's.
 */
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { toExpressHandler } from './http/fetch-adapter';
import { loadOnFirstRequest } from './http/load-on-first-request';

// Imports run inside their request (functions/src/imports): up to 9 minutes, a file in memory.
export const api = onRequest(
  { cors: true, timeoutSeconds: 540, memory: '512MiB' },
  toExpressHandler(
    loadOnFirstRequest(async () => (await import('./http/handlers/api-router')).apiRouter),
  ),
);

export const ssr = onRequest(
  { memory: '512MiB' },
  toExpressHandler(
    loadOnFirstRequest(async () => (await import('./http/handlers/ssr-handler')).ssrHandler),
  ),
);

export const syncAdminClaimOnProfileWrite = onDocumentWritten('profiles/{uid}', async (event) => {
  const { syncAdminClaim } = await import('./admin/admin-claims');
  await syncAdminClaim(event.params.uid, event.data?.after.data()?.isAdmin === true);
});

// Publishing, unpublishing, deleting or re-slugging a post republishes the sitemap by itself
// (not robots.txt, which only the robots settings change).
export const refreshSitemapOnPostWrite = onDocumentWritten('posts/{postId}', async (event) => {
  const { sitemapAffected } = await import('./sitemap/sitemap-trigger');
  if (!sitemapAffected(event.data?.before.data(), event.data?.after.data())) return;
  const { refreshSitemap } = await import('./sitemap/sitemap-files');
  await refreshSitemap({ robots: false });
});

// Adding, renaming or deleting a craft idea, scene or recipe changes the result pages the sitemap
// lists: every admin write bumps its collection's version document once (an import once a batch).
export const refreshSitemapOnResultWrite = onDocumentWritten(
  'contentVersions/{collection}',
  async (event) => {
    const { resultPagesAffected } = await import('./sitemap/sitemap-trigger');
    if (!resultPagesAffected(event.params.collection)) return;
    const { refreshSitemap } = await import('./sitemap/sitemap-files');
    await refreshSitemap({ robots: false });
  },
);

// Saving or deleting a post keeps the image library's "used by" of its images up to date.
export const syncImageUsageOnPostWrite = onDocumentWritten('posts/{postId}', async (event) => {
  const { imageUsageAffected, syncImageUsage } = await import('./images/image-usage');
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (imageUsageAffected(before, after)) await syncImageUsage(event.params.postId, after);
});

// A public post without publishedAt (restored from an old backup, edited by hand) would be missing
// from the blog, whose order reads it.
export const stampPublishedAtOnPostWrite = onDocumentWritten('posts/{postId}', async (event) => {
  const { stampPublishedAtIfMissing } = await import('./posts/stamp-published-at');
  await stampPublishedAtIfMissing(event.data?.after);
});

/**
 * A published post's old address keeps working after its slug changes (a 301, automatic), and no
 * redirect stands over its address. The admin API's save does this itself; this covers writes
 * made around it (a restore, the console).
 */
export const redirectOldPostSlug = onDocumentWritten('posts/{postId}', async (event) => {
  const { settlePostAddress } = await import('./redirects/post-slug-redirects');
  await settlePostAddress(
    event.params.postId,
    event.data?.before.data(),
    event.data?.after.data(),
    event.data?.after.updateTime,
  );
});

/**
 * A restore runs here, once its request has kept the file (functions/src/backup/restore-runner.ts):
 * a large site's restore takes longer than the 60 s a request through Hosting may. Memory for the
 * file (up to 30 MB), it parsed, and the site read to compare.
 */
export const runRestoreOnJobCreate = onDocumentCreated(
  { document: 'restoreJobs/{id}', timeoutSeconds: 540, memory: '1GiB' },
  async (event) => {
    const { runQueuedRestore } = await import('./backup/restore-runner');
    await runQueuedRestore(event.params.id);
  },
);

/**
 * Scheduled posts go public within a minute of their time. The emulator fires no schedules: the
 * local stack runs publishDuePosts on a timer of its own (scripts/lib/stack.ts).
 */
export const publishScheduledPosts = onSchedule('every 1 minutes', async () => {
  const { publishDuePosts } = await import('./posts/publish-scheduled');
  await publishDuePosts();
});

/** The 404 log keeps its busiest paths only. */
export const pruneNotFoundLogHourly = onSchedule('every 1 hours', async () => {
  const { pruneNotFoundLog } = await import('./redirects/not-found-log');
  await pruneNotFoundLog();
});

/**
 * A sign-up's confirmation mail goes out here, not in the sign-up's request, whose work (and time)
 * must be the same whatever the address's state. Retried on failure (production; the emulator does
 * not retry), for an hour after the sign-up (core/newsletter/newsletter-signup.ts), never sent twice.
 */
export const mailNewsletterConfirmation = onDocumentWritten(
  { document: 'newsletterSignups/{id}', retry: true },
  async (event) => {
    const { mailConfirmationOfSignup } = await import('./newsletter/confirmation-mail');
    await mailConfirmationOfSignup(
      event.params.id,
      event.data?.before.data(),
      event.data?.after.data(),
    );
  },
);

/**
 * Confirmation mails the site's hourly cap held back go out once the cap frees, within ten minutes
 * of the hour's turn.
 */
export const mailHeldConfirmationsEvery10Minutes = onSchedule('every 10 minutes', async () => {
  const { mailHeldConfirmations } = await import('./newsletter/confirmation-mail');
  await mailHeldConfirmations();
});

/**
 * A newsletter send runs one bounded slice per invocation: its creation, and each hand-on (a new
 * `slices`), wake the next, so no invocation comes near its time limit (send-job.ts).
 */
export const workNewsletterSend = onDocumentWritten(
  { document: 'newsletterSends/{id}', timeoutSeconds: 300, memory: '512MiB' },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after || (before && before.slices === after.slices)) return;
    const { workSend } = await import('./newsletter/send-worker');
    await workSend(event.params.id);
  },
);

/** A send whose worker died is taken up again once its lease runs out. */
export const resumeNewsletterSendsEveryMinute = onSchedule(
  { schedule: 'every 1 minutes', timeoutSeconds: 300, memory: '512MiB' },
  async () => {
    const { resumeStalledSends } = await import('./newsletter/send-worker');
    await resumeStalledSends();
  },
);

/** Newsletter sign-ups never confirmed are deleted 30 days after signing up (core/newsletter/subscribers.ts). */
export const deleteUnconfirmedSignupsDaily = onSchedule('every 24 hours', async () => {
  const { deleteUnconfirmedSignups } = await import('./newsletter/delete-unconfirmed');
  await deleteUnconfirmedSignups();
});

/** The activity log keeps ACTIVITY_LOG_MONTHS (13 by default) of entries (core/admin/audit.ts). */
export const pruneActivityLogDaily = onSchedule('every 24 hours', async () => {
  const { pruneActivityLog } = await import('./audit/prune-activity');
  await pruneActivityLog();
});
