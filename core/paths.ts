/** Firestore collection names and document paths, shared by rules tests, functions and the site. */
export const COLLECTIONS = {
  posts: 'posts',
  postSlugs: 'postSlugs',
  /** posts/{id}/revisions/{revisionId}: the text of each save (core/posts/post-revisions.ts); functions only. */
  postRevisions: 'revisions',
  /**
   * One document per post with views and clicks ({postId, views, clicks}, a copy that can trail by
   * a few events, for ordering); the exact counts are in its shards.
   */
  postStats: 'postStats',
  /** Counter shards of a post: postStats/{postId}/postStatsShards/{n} {views, clicks, clicksByMonth}. */
  postStatsShards: 'postStatsShards',
  profiles: 'profiles',
  toolUsageEvents: 'toolUsageEvents',
  toolStats: 'toolStats',
  /** Counter shards of a tool: toolStats/{tool}/toolStatsShards/{n} {totalUsage, lastUsed}. */
  toolStatsShards: 'toolStatsShards',
  /** Per tool, one document per published post that embeds it: toolStats/{tool}/posts/{postId}. */
  toolStatsPosts: 'posts',
  /** Counter shards of a tool's uses in one post: toolStats/{tool}/posts/{postId}/toolEmbedShards/{n}. */
  toolEmbedShards: 'toolEmbedShards',
  /**
   * toolPages/{hash of tool, origin and path}: a page that embeds a tool {toolName, origin, path
   * (null: a page of that site not known, an iframe whose parent did not say which),
   * lastSeen, expiresAt}; functions only, no client reads it.
   */
  toolPages: 'toolPages',
  /** toolPages/{id}/toolPageDays/{day}_{n}: that page's {day, impressions, uses, expiresAt}. */
  toolPageDays: 'toolPageDays',
  /**
   * toolStats/{tool}/toolMethodDays/{day}_{n}: the tool's {day, <method>Impressions,
   * <method>Uses, expiresAt} per embed method (core/generators/tool-pages.ts EMBED_METHODS).
   */
  toolMethodDays: 'toolMethodDays',
  /**
   * toolStats/{tool}/toolResults/{key}: a result of the tool that was shared, opened or visited
   * (core/results/result-sharing.ts) {kind, key, firstSeen, spread (a copy of its total, for ordering)}.
   */
  toolResults: 'toolResults',
  /** toolStats/{tool}/toolResults/{key}/toolResultShards/{n}: {shares, linkOpens, visits}. */
  toolResultShards: 'toolResultShards',
  usageRateLimits: 'usageRateLimits',
  elfNamePrefixes: 'elfNamePrefixes',
  elfNameSuffixes: 'elfNameSuffixes',
  elfLastNames: 'elfLastNames',
  craftIdeas: 'craftIdeas',
  elfScenes: 'elfScenes',
  holidayRecipes: 'holidayRecipes',
  /** images/{id}: every stored image with the posts that use it (functions write, admins read). */
  images: 'images',
  /** urlRedirects/{encoded source key}: one redirect; the id keeps source paths unique. */
  urlRedirects: 'urlRedirects',
  /** Counter shards of a redirect's hits: urlRedirects/{id}/redirectHitShards/{n} {hits, lastAccessedAt}. */
  redirectHitShards: 'redirectHitShards',
  /** notFoundLog/{encoded path}: a path that answered 404; its counts are in its shards. */
  notFoundLog: 'notFoundLog',
  /** notFoundLog/{id}/notFoundShards/{n} {path, count, lastSeenAt, lastReferrer}. */
  notFoundShards: 'notFoundShards',
  /** Server-only documents (the edge sync's API token): no client reads them, admins included. */
  serverSecrets: 'serverSecrets',
  rootFiles: 'rootFiles',
  /**
   * sitemapChanges/count {count}: bumped by every change the sitemap lists, so a refresh that read
   * before it knows to read again (functions/src/sitemap/sitemap-files.ts). Server-only.
   */
  sitemapChanges: 'sitemapChanges',
  newsletterSignups: 'newsletterSignups',
  /**
   * erasedSubscribers/{subscriber id}: {erasedAt}, the subscribers an admin erased, by id (the
   * address's hash) only, so no restore brings them back; lifted by their own new confirmation.
   * Server-only: no client reads them, admins included.
   */
  erasedSubscribers: 'erasedSubscribers',
  /**
   * newsletterSends/{id}: a send of a post to the subscribers, a job its workers run in slices
   * (functions/src/newsletter/send-job.ts); functions only, no client reads it.
   */
  newsletterSends: 'newsletterSends',
  /**
   * newsletterPostEmails/{post id}: {requestedAt}, the owner's choice to email a scheduled post
   * when the schedule publishes it (functions/src/newsletter/email-on-publish.ts); functions only.
   */
  newsletterPostEmails: 'newsletterPostEmails',
  /** newsletterSends/{id}/recipients/{subscriber id}: {email, state} of each recipient. */
  newsletterSendRecipients: 'recipients',
  /** Counter shards of a send: newsletterSends/{id}/newsletterSendShards/{n} {visits, unsubscribes}. */
  newsletterSendShards: 'newsletterSendShards',
  settings: 'settings',
  /** One document per content collection: a version bumped by every admin write to it. */
  contentVersions: 'contentVersions',
  /** contentKeys/{collection}_{hash of key}: claims an entry's duplicate key (see content-store). */
  contentKeys: 'contentKeys',
  auditLog: 'auditLog',
  importJobs: 'importJobs',
  /** importJobs/{id}/issues/{chunk}: the rows a job did not import, with their reasons. */
  importJobIssues: 'issues',
  /**
   * importJobs/{id}/created/{batch} {entries: [{id, updatedAt}], undone}: what each batch created,
   * as it wrote it, so an undo removes only entries nobody changed since.
   */
  importJobCreated: 'created',
  /** restoreJobs/{id}: a backup being restored, its progress and outcome (functions only). */
  restoreJobs: 'restoreJobs',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Documents of the settings collection: the public generator settings. */
export const SETTINGS_DOCS = {
  craftGenerator: 'craftGenerator',
  sceneGenerator: 'sceneGenerator',
  robots: 'robots',
} as const;

/**
 * settings/{EDGE_SYNC_DOC}: where the redirects are synced to (Cloudflare account, list, host),
 * admins only; its API token is serverSecrets/{EDGE_SYNC_DOC}, which no client reads.
 */
export const EDGE_SYNC_DOC = 'edgeSync';
