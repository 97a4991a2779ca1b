/** Firestore collection names and document paths, shared by rules tests, functions and the site. */
export const COLLECTIONS = {
  posts: 'posts',
  postSlugs: 'postSlugs',
  postStats: 'postStats',
  monthlyClicks: 'monthlyClicks',
  profiles: 'profiles',
  toolUsageEvents: 'toolUsageEvents',
  toolStats: 'toolStats',
  /** Per tool, one document per post that embeds it: toolStats/{tool}/posts/{postId}. */
  toolStatsPosts: 'posts',
  usageRateLimits: 'usageRateLimits',
  elfNamePrefixes: 'elfNamePrefixes',
  elfNameSuffixes: 'elfNameSuffixes',
  elfLastNames: 'elfLastNames',
  craftIdeas: 'craftIdeas',
  elfScenes: 'elfScenes',
  holidayRecipes: 'holidayRecipes',
  imageRepository: 'imageRepository',
  redirects: 'redirects',
  redirectSources: 'redirectSources',
  rootFiles: 'rootFiles',
  newsletterSignups: 'newsletterSignups',
  settings: 'settings',
  /** One document per content collection: a version bumped by every admin write to it. */
  contentVersions: 'contentVersions',
  /** contentKeys/{collection}_{hash of key}: claims an entry's duplicate key (see content-store). */
  contentKeys: 'contentKeys',
  auditLog: 'auditLog',
  importJobs: 'importJobs',
  /** importJobs/{id}/issues/{chunk}: the rows a job did not import, with their reasons. */
  importJobIssues: 'issues',
} as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

export const postPath = (id: string): string => `${COLLECTIONS.posts}/${id}`;
export const postSlugPath = (slug: string): string => `${COLLECTIONS.postSlugs}/${slug}`;
export const profilePath = (uid: string): string => `${COLLECTIONS.profiles}/${uid}`;

/** Document ids cannot hold '/', so a source path is stored percent-encoded. */
export const redirectSourceId = (sourcePath: string): string => encodeURIComponent(sourcePath);
export const redirectSourcePath = (sourcePath: string): string =>
  `${COLLECTIONS.redirectSources}/${redirectSourceId(sourcePath)}`;

/** Documents of the settings collection: the public generator settings. */
export const SETTINGS_DOCS = {
  craftGenerator: 'craftGenerator',
  sceneGenerator: 'sceneGenerator',
} as const;
