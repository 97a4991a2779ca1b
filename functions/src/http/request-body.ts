import type { z } from 'zod';
import { BODY_TEXT } from './body-text';
import { errorJson } from './fetch-adapter';

/**
 * The body's bytes, at most `maxBytes` of them, or the 413 to answer instead. A declared
 * Content-Length over the cap is refused unread; otherwise the bytes are counted as they come, so
 * a chunked body without a length is cut off too, and a body the platform already buffered is
 * measured whole.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLarge = BODY_TEXT.tooLarge(maxBytes),
): Promise<Uint8Array | Response> {
  if (Number(request.headers.get('content-length')) > maxBytes) return errorJson(413, tooLarge);
  if (!request.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return errorJson(413, tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** 'path: message; ...' for each problem the schema found. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
}

export interface JsonBodyOptions {
  maxBytes: number;
  /** The 400 message for a body the schema refuses; by default 'Invalid request: ' and the issues. */
  invalid?: (issues: readonly z.core.$ZodIssue[]) => string;
}

/**
 * The one reader of public POST bodies: capped (413), JSON (400), then the schema (400), each
 * answered as `{error}` before the endpoint does anything, so a refused request changes nothing
 * and uses up none of the caller's rate limit. Whatever the Content-Type says.
 */
export async function readJsonBody<T extends z.ZodType>(
  request: Request,
  schema: T,
  { maxBytes, invalid = (issues) => `Invalid request: ${describeIssues(issues)}` }: JsonBodyOptions,
): Promise<z.infer<T> | Response> {
  const read = await readJsonValue(request, maxBytes);
  if (read instanceof Response) return read;
  const parsed = schema.safeParse(read.body);
  return parsed.success ? parsed.data : errorJson(400, invalid(parsed.error.issues));
}

/**
 * The body as JSON, before any schema: capped (413 with `tooLarge`), then strict UTF-8 and JSON
 * (400). Strict, because a lenient decoder turns bytes that are not UTF-8 into U+FFFD, and the
 * caller would store text it never sent.
 */
export async function readJsonValue(
  request: Request,
  maxBytes: number,
  tooLarge = BODY_TEXT.tooLarge(maxBytes),
): Promise<{ body: unknown } | Response> {
  const bytes = await readBodyBytes(request, maxBytes, tooLarge);
  if (bytes instanceof Response) return bytes;
  try {
    return { body: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown };
  } catch {
    return errorJson(400, BODY_TEXT.notJson);
  }
}
