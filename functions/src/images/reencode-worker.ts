/**
 * The process that converts one image for reencodeWithinBudget: it takes the bytes from its
 * parent, answers the image or why it was refused, and ends itself past its memory budget.
 * Bundled beside the functions as reencode-worker.cjs.
 */
import sharp from 'sharp';
import { IMAGE_WORK_MEMORY_MB } from '@core/images/image-upload';
import { ImageRejected, reencodeImage } from './reencode-image';
import { OVER_MEMORY_EXIT, type WorkerReply, type WorkerRequest } from './reencode-within-budget';

// One libvips thread: its memory and CPU stay those of one conversion.
sharp.concurrency(1);

// libvips allocates outside V8's heap, where no heap limit reaches; its thread works while this
// one watches the process's resident memory.
setInterval(() => {
  if (process.memoryUsage.rss() > IMAGE_WORK_MEMORY_MB * 1_000_000) process.exit(OVER_MEMORY_EXIT);
}, 50).unref();

process.once('message', (request: WorkerRequest) => {
  const reply = (message: WorkerReply) => process.send!(message, () => process.exit(0));
  reencodeImage(Buffer.from(request.bytes), request.maxPixels).then(
    (image) => reply({ image }),
    (error: unknown) => {
      if (!(error instanceof ImageRejected)) throw error;
      reply({ rejected: { reason: error.reason, message: error.message } });
    },
  );
});
