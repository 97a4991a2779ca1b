/**
 * The origin a request came to, as the visitor's browser named it: behind Hosting, the forwarded
 * host (the function's own host is not one a visitor uses); the local stack's, a preview
 * channel's, or the canonical one.
 */
export function servedOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return host ? `${proto || url.protocol.slice(0, -1)}://${host}` : url.origin;
}
