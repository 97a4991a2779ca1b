/**
 * A local HTTP server that speaks the part of Cloudflare's Lists API the edge sync uses, as
 * Cloudflare documents it: "Update all list items" (PUT
 * /client/v4/accounts/{account_id}/rules/lists/{list_id}/items, answering an operation_id) and
 * "Get bulk operation status" (GET .../rules/lists/bulk_operations/{operation_id}: pending, then
 * running, then completed or failed with an error), every answer in Cloudflare's envelope
 * ({success, errors, messages, result}). Bearer tokens are checked; a wrong one gets the error
 * envelope, as Cloudflare answers it. It listens where `npm test` points the functions
 * (TEST_CLOUDFLARE_API), and it can be told to answer the next request otherwise (a redirect, a
 * page that is not JSON) to see what the functions do with it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { TEST_CLOUDFLARE_API } from '../../scripts/lib/stack';

export interface CloudflareListsServer {
  /** The API base URL the functions are configured with: http://127.0.0.1:{port}/client/v4 */
  baseUrl: string;
  accountId: string;
  listId: string;
  token: string;
  /** The list's items as the last completed bulk operation left them. */
  items: unknown[];
  /** How many times each operation's status was asked for. */
  polls: Map<string, number>;
  /** Every request received, as `METHOD /path`. */
  requests: string[];
  /** The next bulk operation fails with this error (once). */
  failNextOperation(error: string): void;
  /** The next request, whatever it is, gets this answer instead (once). */
  answerNext(status: number, headers: Record<string, string>, body: string): void;
  close(): Promise<void>;
}

const envelope = (result: unknown) => ({ success: true, errors: [], messages: [], result });
const failure = (code: number, message: string) => ({
  success: false,
  errors: [{ code, message }],
  messages: [],
  result: null,
});

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

const hex32 = () =>
  Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');

export async function startCloudflareListsServer(
  baseUrl = TEST_CLOUDFLARE_API,
): Promise<CloudflareListsServer> {
  const accountId = hex32();
  const listId = hex32();
  const token = `test-token-${hex32()}`;
  const operations = new Map<string, { items: unknown[]; error: string | null }>();
  const polls = new Map<string, number>();
  let failNext: string | null = null;
  let nextAnswer: { status: number; headers: Record<string, string>; body: string } | null = null;
  const requests: string[] = [];
  const state = { items: [] as unknown[] };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      requests.push(`${request.method} ${request.url}`);
      if (nextAnswer) {
        const { status, headers, body } = nextAnswer;
        nextAnswer = null;
        response.writeHead(status, headers);
        return response.end(body);
      }
      if (request.headers.authorization !== `Bearer ${token}`)
        return send(403, failure(10000, 'Authentication error'));
      const url = new URL(request.url ?? '/', 'http://localhost');
      const prefix = `/client/v4/accounts/${accountId}/rules/lists`;
      if (request.method === 'PUT' && url.pathname === `${prefix}/${listId}/items`) {
        const items = await bodyOf(request);
        if (!Array.isArray(items) || items.some((i) => !isRedirectItem(i)))
          return send(400, failure(10021, 'Invalid list item: expected redirect items'));
        const id = hex32();
        operations.set(id, { items, error: failNext });
        failNext = null;
        return send(200, envelope({ operation_id: id }));
      }
      const operation = new RegExp(`^${prefix}/bulk_operations/([a-f0-9]+)$`).exec(url.pathname);
      if (request.method === 'GET' && operation) {
        const id = operation[1]!;
        const stored = operations.get(id);
        if (!stored) return send(404, failure(10001, 'Operation not found'));
        const count = (polls.get(id) ?? 0) + 1;
        polls.set(id, count);
        if (count === 1) return send(200, envelope({ id, status: 'pending' }));
        if (count === 2) return send(200, envelope({ id, status: 'running' }));
        if (stored.error) return send(200, envelope({ id, status: 'failed', error: stored.error }));
        state.items = stored.items;
        return send(
          200,
          envelope({ id, status: 'completed', completed: new Date().toISOString() }),
        );
      }
      return send(404, failure(7003, 'Could not route to the requested path'));
    })();
  });
  const { hostname, port } = new URL(baseUrl);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return {
    baseUrl,
    accountId,
    listId,
    token,
    get items() {
      return state.items;
    },
    polls,
    requests,
    failNextOperation(error) {
      failNext = error;
    },
    answerNext(status, headers, body) {
      nextAnswer = { status, headers, body };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isRedirectItem(item: unknown): boolean {
  const redirect = (item as { redirect?: Record<string, unknown> } | null)?.redirect;
  return (
    typeof redirect?.source_url === 'string' &&
    typeof redirect.target_url === 'string' &&
    [301, 302, 307, 308].includes(redirect.status_code as number)
  );
}
