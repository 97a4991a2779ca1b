import { isWebOrigin } from '../generators/tool-pages';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin a visitor reached the page at. Hosting hands a page request to the function under the
 * function's own host, with the visitor's in X-Forwarded-Host (and the scheme in
 * X-Forwarded-Proto in production); a request straight to the function has neither. Anything that
 * is not a plain host and port gives `fallback`.
 */
export function servedOrigin(request: Request, fallback: string): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || undefined;
  const host = first('x-forwarded-host') ?? url.host;
  const scheme = first('x-forwarded-proto') ?? url.protocol.slice(0, -1);
  const origin = `${scheme.toLowerCase()}://${host.toLowerCase()}`;
  return HOST.test(host) && isWebOrigin(origin) ? origin : fallback;
}
