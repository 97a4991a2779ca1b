import { retriedMessage, RetriedError, withRetries } from './retry';

describe('withRetries', () => {
  it('retries network, fetch and timeout errors up to twice, waiting 1 s then 2 s', async () => {
    const waits: number[] = [];
    const action = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new Error('Network down'))
      .mockResolvedValue('ok');
    await expect(withRetries(action, async (ms) => void waits.push(ms))).resolves.toBe('ok');
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after two retries and says how many', async () => {
    const error = await withRetries(
      () => Promise.reject(new Error('Request timeout')),
      async () => undefined,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetriedError);
    expect(retriedMessage(error as RetriedError)).toBe('Request timeout (After 2 retries)');
  });

  it('does not retry other errors', async () => {
    const action = vi.fn().mockRejectedValue(new Error('Request failed: 500'));
    const error = (await withRetries(action, async () => undefined).catch(
      (e: unknown) => e,
    )) as RetriedError;
    expect(action).toHaveBeenCalledTimes(1);
    expect(retriedMessage(error)).toBe('Request failed: 500');
  });
});
