/**
 * The capacity bench's count of Firestore reads and writes: bundled to .bench-data and loaded first
 * in every process of the Functions emulator (NODE_OPTIONS=--require), it wraps the Firestore
 * SDK's two funnels every RPC goes through and appends each RPC a function makes, with the
 * documents Firestore bills for it, to FIRESTORE_USAGE_LOG as a JSON line. No product code
 * changes: only the bench sets these variables, and only in the emulator's workers does it act.
 */
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  readsOf,
  writesOf,
  type FirestoreRpc,
  type RpcRequest,
  type RpcResponse,
} from './capacity-counts';

/** The SDK's internal funnels (Firestore.request and .requestStream of @google-cloud/firestore). */
interface Funnels {
  request(method: string, request: RpcRequest, ...rest: unknown[]): Promise<unknown>;
  requestStream(method: string, ...rest: unknown[]): Promise<Readable>;
}

function recordFirestoreUsage(log: string, fn: string): void {
  const record = (rpc: FirestoreRpc) => appendFileSync(log, `${JSON.stringify(rpc)}\n`);
  // The worker runs in the functions' folder: this resolves the module the functions load.
  const { Firestore } = createRequire(join(process.cwd(), 'package.json'))(
    'firebase-admin/firestore',
  ) as typeof import('firebase-admin/firestore');
  const funnels = Firestore.prototype as unknown as Funnels;
  const { request, requestStream } = funnels;
  funnels.request = async function (this: Funnels, method, body, ...rest) {
    const result = await request.call(this, method, body, ...rest);
    // Counted once it succeeded: a commit that failed wrote nothing.
    const writes = writesOf(method, body);
    if (writes) record({ fn, rpc: method, reads: 0, writes });
    return result;
  };
  funnels.requestStream = async function (this: Funnels, method, ...rest) {
    const stream = await requestStream.call(this, method, ...rest);
    // The stream comes paused (its reader resumes it): listening does not start it early.
    const responses: RpcResponse[] = [];
    stream.on('data', (response: RpcResponse) => responses.push(response));
    let recorded = false;
    const done = () => {
      if (recorded) return;
      recorded = true;
      record({ fn, rpc: method, reads: readsOf(method, responses), writes: 0 });
    };
    stream.once('end', done);
    stream.once('close', done);
    return stream;
  };
}

const log = process.env.FIRESTORE_USAGE_LOG;
const fn = process.env.FUNCTION_TARGET;
if (log && fn && process.env.FUNCTIONS_EMULATOR === 'true') recordFirestoreUsage(log, fn);
