import {
  ACTIVITY_API_TEXT,
  AUDIT_AREAS,
  isAuditArea,
  MAX_ACTIVITY_PAGE_SIZE,
} from '@core/admin/audit';
import { adminError, adminJson, requireAdminActor } from '../admin-request';
import { BadCursor, readActivity } from '../../audit/audit-log';

/**
 * GET /api/admin/activity?area=&before=&limit=: the audit log, newest first, 50 a page
 * (`limit` up to 100), optionally of one area; `before` is the previous page's `nextBefore`.
 */
export async function activityHandler(request: Request): Promise<Response> {
  const actor = await requireAdminActor(request);
  if (actor instanceof Response) return actor;
  const params = new URL(request.url).searchParams;
  const area = params.get('area') || undefined;
  if (area !== undefined && !isAuditArea(area))
    return adminError(400, { error: `area must be one of: ${AUDIT_AREAS.join(', ')}` });
  const limitText = params.get('limit');
  const limit = limitText === null ? undefined : Number(limitText);
  if (
    limit !== undefined &&
    (!Number.isInteger(limit) || limit < 1 || limit > MAX_ACTIVITY_PAGE_SIZE)
  )
    return adminError(400, {
      error: `limit must be a whole number from 1 to ${MAX_ACTIVITY_PAGE_SIZE}`,
    });
  try {
    return adminJson(
      await readActivity({ area, before: params.get('before') || undefined, limit }),
    );
  } catch (error) {
    if (error instanceof BadCursor) return adminError(400, { error: ACTIVITY_API_TEXT.badCursor });
    throw error;
  }
}
