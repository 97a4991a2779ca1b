/**
 * Routes of the admin content API (see core/admin-content-api.ts for the shapes):
 *   /api/admin/content/counts                          GET
 *   /api/admin/content/{kind}                          GET (list), POST (create)
 *   /api/admin/content/{kind}/{id}                     GET, PUT, DELETE
 *   /api/admin/settings/{craft-generator|scene-generator}  GET, PUT
 *   /api/admin/imports/dry-run                         POST
 *   /api/admin/imports                                 GET (recent jobs), POST (run an import)
 *   /api/admin/imports/{id}[/report.csv]               GET
 *   /api/admin/activity                                GET
 * Answers null for any other path.
 */
import { SETTINGS_NAMES, type SettingsName } from '@core/admin-content-api';
import { isContentKindId } from '@core/content-kinds';
import { activityHandler } from '../audit/activity-handler';
import { dryRunHandler, importJobHandler, importsHandler } from '../imports/imports-handler';
import { adminError } from './admin-request';
import { contentCountsHandler, contentHandler } from './content-handler';
import { settingsHandler } from './settings-handler';

const onlyMethod = (request: Request, method: string, handler: () => Promise<Response>) =>
  request.method === method
    ? handler()
    : Promise.resolve(adminError(405, { error: 'Method not allowed' }));

/** A path segment decoded; a malformed escape is no such path rather than an error. */
function segment(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

export function adminContentRouter(request: Request): Promise<Response> | null {
  const { pathname } = new URL(request.url);
  if (pathname === '/api/admin/activity')
    return onlyMethod(request, 'GET', () => activityHandler(request));
  if (pathname === '/api/admin/content/counts')
    return onlyMethod(request, 'GET', () => contentCountsHandler(request));
  if (pathname === '/api/admin/imports/dry-run')
    return onlyMethod(request, 'POST', () => dryRunHandler(request));
  if (pathname === '/api/admin/imports') return importsHandler(request);

  const content = /^\/api\/admin\/content\/([^/]+)(?:\/([^/]+))?$/.exec(pathname);
  if (content && isContentKindId(content[1])) {
    const id = content[2] === undefined ? null : segment(content[2]);
    if (content[2] !== undefined && id === null) return null;
    return contentHandler(request, content[1], id);
  }
  const settings = /^\/api\/admin\/settings\/([^/]+)$/.exec(pathname);
  if (settings && SETTINGS_NAMES.includes(settings[1] as SettingsName))
    return settingsHandler(request, settings[1] as SettingsName);
  const job = /^\/api\/admin\/imports\/([^/]+)(\/report\.csv)?$/.exec(pathname);
  const jobId = job && segment(job[1]!);
  if (job && jobId) return importJobHandler(request, jobId, Boolean(job[2]));
  return null;
}
