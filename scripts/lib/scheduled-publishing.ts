/**
 * The local stack's stand-in for the scheduled function `publishScheduledPosts`: the emulator
 * fires no schedules, so the stack runs this process beside the emulators (startStack). It calls
 * the same code at the start of every minute, as Cloud Scheduler does in production.
 */
import { publishDuePosts } from '../../functions/src/posts/publish-scheduled';

const MINUTE = 60_000;

async function publishDue(): Promise<void> {
  try {
    const ids = await publishDuePosts();
    if (ids.length > 0) console.log(`${new Date().toISOString()} published ${ids.join(', ')}`);
  } catch (error) {
    // A failed run is retried a minute later, as a failed scheduled function is.
    console.error(`${new Date().toISOString()} scheduled publishing failed: ${String(error)}`);
  }
}

function nextMinute(): void {
  setTimeout(() => void publishDue().then(nextMinute), MINUTE - (Date.now() % MINUTE) + 500);
}

void publishDue().then(nextMinute);
