/**
 * The domain root file manager's API (spec part 2 §7; routes in core/api-routes.ts, shapes in
 * core/site/root-files.ts):
 *   GET  /api/admin/root-files              the files at the root, newest first
 *   POST /api/admin/root-files?name={name}  the file's bytes: stored aside until it is copied
 *   POST /api/copy-file-to-root             {sourceUrl, destFileName}: publishes it at /{name}
 *   POST /api/delete-root-file              {fileName}: removes it from the root
 * Every change is in the audit log (area 'site').
 */
import { logger } from 'firebase-functions';
import type { AuditActor } from '@core/admin/audit';
import {
  copyFileToRootSchema,
  deleteRootFileSchema,
  isRootFileName,
  ROOT_FILE_MAX_BYTES,
  ROOT_FILE_STAGING_PREFIX,
  ROOT_FILE_TEXT,
  rootFileContentProblem,
  rootFileContentType,
  rootFileNameProblem,
  stagedRootFileUrl,
  type CopyFileToRootResponse,
  type DeleteRootFileResponse,
  type RootFile,
  type StagedRootFile,
} from '@core/site/root-files';
import { recordAudit, singleChange } from '../../audit/audit-log';
import { blobStore } from '../../blob/blob-store-from-env';
import type { StoredBlob } from '../../blob/blob-store';
import { adminJson, requireAdminActor } from '../admin-request';
import type { ApiHandlers } from './api-handlers';
import { errorJson } from '../fetch-adapter';
import { readBodyBytes, readJsonBody } from '../request-body';
import { db } from '../../platform/firebase';
import { siteSettings } from '../../platform/config';
import { ROOT_PREFIX } from '../../sitemap/sitemap-files';

const MAX_JSON_BODY = 4 * 1024;
/** Each file is always fetched fresh: a replaced verification file must show at once. */
export const ROOT_UPLOAD_CACHE = 'no-cache';
/** The audit log's name for these files (they are blobs, not documents). */
const AUDIT_COLLECTION = 'rootFiles';

const publicUrl = (name: string) => `${siteSettings().siteUrl}/${name}`;

function rootFileView(blob: StoredBlob): RootFile {
  const name = blob.path.slice(ROOT_PREFIX.length);
  return {
    name,
    size: blob.size,
    contentType: blob.contentType,
    uploadedAt: blob.updatedAt,
    publicUrl: publicUrl(name),
  };
}

/** The files an admin published, newest first (the sitemap's own files are not among them). */
export async function listRootFiles(): Promise<RootFile[]> {
  return (await blobStore().list(ROOT_PREFIX))
    .map(rootFileView)
    .filter((file) => isRootFileName(file.name))
    .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
}

async function audit(
  actor: AuditActor,
  action: 'create' | 'update' | 'delete',
  name: string,
  before: RootFile | null,
  after: RootFile | null,
): Promise<void> {
  const batch = db().batch();
  recordAudit(
    batch,
    actor,
    singleChange(
      { area: 'site', action, collection: AUDIT_COLLECTION, documentId: name, label: `/${name}` },
      before && { ...before },
      after && { ...after },
    ),
  );
  await batch.commit();
}

const findRootFile = async (name: string) =>
  (await listRootFiles()).find((file) => file.name === name) ?? null;

/** POST /api/admin/root-files?name=…: the bytes wait (as plain bytes, never rendered) for the copy. */
async function stageUpload(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const name = new URL(request.url).searchParams.get('name') ?? '';
  const nameProblem = rootFileNameProblem(name);
  if (nameProblem) return errorJson(400, nameProblem);
  const read = await readBodyBytes(request, ROOT_FILE_MAX_BYTES, ROOT_FILE_TEXT.tooLarge);
  if (read instanceof Response) return read;
  const contentProblem = rootFileContentProblem(read);
  if (contentProblem) return errorJson(400, contentProblem);
  // Kept as octet-stream: the media route serves it as a download, so a staged HTML file never
  // runs on our origin; its real type is given when it is copied to the root.
  const stored = await blobStore().put(
    `${ROOT_FILE_STAGING_PREFIX}${name}`,
    { bytes: Buffer.from(read), contentType: 'application/octet-stream', cacheControl: 'no-store' },
    { overwrite: true },
  );
  const answer: StagedRootFile = { sourceUrl: stagedRootFileUrl(name), size: stored.size };
  return adminJson(answer, 201);
}

/** The staged file a sourceUrl names (absolute on any host, or site-relative), or null. */
function stagedName(sourceUrl: string): string | null {
  let path: string;
  try {
    path = new URL(sourceUrl, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
  const prefix = stagedRootFileUrl('');
  if (!path.startsWith(prefix)) return null;
  try {
    return decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null;
  }
}

/**
 * POST /api/copy-file-to-root: publishes a staged upload at /{destFileName}. Only files staged
 * through our upload are taken: nothing a caller names is ever fetched from elsewhere.
 */
async function copyFileToRoot(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const body = await readJsonBody(request, copyFileToRootSchema, {
    maxBytes: MAX_JSON_BODY,
    invalid: (issues) => issues[0]?.message ?? 'Invalid request',
  });
  if (body instanceof Response) return body;
  const source = stagedName(body.sourceUrl);
  if (!source || !isRootFileName(source))
    return errorJson(400, 'sourceUrl must be the URL the upload answered (a staged root file).');
  const store = blobStore();
  const staged = await store.get(`${ROOT_FILE_STAGING_PREFIX}${source}`);
  if (!staged)
    return errorJson(404, `No uploaded file waits at ${body.sourceUrl}; upload it again.`);
  const contentProblem = rootFileContentProblem(staged.bytes);
  if (contentProblem) return errorJson(400, contentProblem);
  const name = body.destFileName;
  const before = await findRootFile(name);
  await store.put(
    `${ROOT_PREFIX}${name}`,
    {
      bytes: staged.bytes,
      contentType: rootFileContentType(name),
      cacheControl: ROOT_UPLOAD_CACHE,
    },
    { overwrite: true },
  );
  await store.delete(`${ROOT_FILE_STAGING_PREFIX}${source}`);
  const file = (await findRootFile(name))!;
  await audit(actor, before ? 'update' : 'create', name, before, file);
  logger.info('Root file published', { by: actor.uid, name, size: file.size });
  const answer: CopyFileToRootResponse = { success: true, publicUrl: file.publicUrl, file };
  return adminJson(answer);
}

/** POST /api/delete-root-file: the file no longer answers at /{fileName}. */
async function deleteRootFile(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const body = await readJsonBody(request, deleteRootFileSchema, {
    maxBytes: MAX_JSON_BODY,
    invalid: (issues) => issues[0]?.message ?? 'Invalid request',
  });
  if (body instanceof Response) return body;
  const before = await findRootFile(body.fileName);
  if (!before) return errorJson(404, ROOT_FILE_TEXT.notFound(body.fileName));
  await blobStore().delete(`${ROOT_PREFIX}${body.fileName}`);
  await audit(actor, 'delete', body.fileName, before, null);
  logger.info('Root file deleted', { by: actor.uid, name: body.fileName });
  const answer: DeleteRootFileResponse = { success: true, fileName: body.fileName };
  return adminJson(answer);
}

async function list(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  return adminJson({ files: await listRootFiles() });
}

export const ROOT_FILE_HANDLERS = {
  rootFiles: (request) => (request.method === 'GET' ? list(request) : stageUpload(request)),
  copyFileToRoot,
  deleteRootFile,
} satisfies Partial<ApiHandlers>;
