import { fork } from 'node:child_process';
import { join } from 'node:path';
import { IMAGE_TEXT, IMAGE_WORK_SECONDS, MAX_IMAGE_PIXELS } from '@core/images/image-upload';
import { ImageRejected, type ReencodedImage } from './reencode-image';

/** What the worker is sent: the bytes to convert. */
export interface WorkerRequest {
  bytes: Uint8Array;
  maxPixels: number;
}

/** What the worker answers: the image, or why it was refused. */
export type WorkerReply =
  { image: ReencodedImage } | { rejected: { reason: ImageRejected['reason']; message: string } };

/** The exit code of a worker that spent its memory budget. */
export const OVER_MEMORY_EXIT = 75;

/** The worker's bundle, built beside the functions' (scripts/build.ts). */
export const WORKER_FILE = 'reencode-worker.cjs';

const tooCostly = () => new ImageRejected('too-costly', IMAGE_TEXT.tooCostly);

/**
 * reencodeImage in a process of its own, killed past IMAGE_WORK_SECONDS or IMAGE_WORK_MEMORY_MB:
 * the pixel limit bounds what an image declares, not what rendering it costs (an SVG filter can
 * take libvips minutes), and no timeout inside libvips stops a rendering under way, nor does
 * ending a worker thread. Killing the process does, and gives its memory back at once. Throws
 * ImageRejected ('too-costly' past the budget).
 */
export function reencodeWithinBudget(
  bytes: Buffer,
  maxPixels = MAX_IMAGE_PIXELS,
): Promise<ReencodedImage> {
  const worker = fork(join(__dirname, WORKER_FILE), {
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<ReencodedImage>((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.kill('SIGKILL');
      reject(tooCostly());
    }, IMAGE_WORK_SECONDS * 1000);
    const settle = () => clearTimeout(timer);
    worker.once('message', (reply: WorkerReply) => {
      settle();
      if ('rejected' in reply)
        reject(new ImageRejected(reply.rejected.reason, reply.rejected.message));
      else resolve({ ...reply.image, bytes: Buffer.from(reply.image.bytes) });
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.once('exit', (code, signal) => {
      settle();
      // After an answer or the time budget this changes nothing: a promise settles once.
      if (code === OVER_MEMORY_EXIT) reject(tooCostly());
      else reject(new Error(`The image worker ended without an answer (${signal ?? code})`));
    });
    worker.send({ bytes, maxPixels } satisfies WorkerRequest);
  });
}
