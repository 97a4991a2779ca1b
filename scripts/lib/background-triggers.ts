import { PORTS } from './stack';

/**
 * Holds (false) or lets go (true) the functions' background triggers, through the emulator hub:
 * for benches that write thousands of posts, and for the tests that run last, which must see
 * their writes left as they made them.
 */
export async function backgroundTriggers(enabled: boolean): Promise<void> {
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://127.0.0.1:${PORTS.hub}/functions/${action}`, {
    method: 'PUT',
  });
  if (!response.ok) throw new Error(`${action} answered ${response.status}`);
}
