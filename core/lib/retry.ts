/** Spec part 1 §4: errors mentioning network, fetch or timeout are retried up to 2 times, waiting 1 s x the attempt. */
export const MAX_RETRIES = 2;
export const RETRY_DELAY_MS = 1000;

export const isRetryable = (error: unknown) => /network|fetch|timeout/i.test(String(error));

/** An error after retries; `retries` says how many were made. */
export class RetriedError extends Error {
  constructor(
    readonly original: unknown,
    readonly retries: number,
  ) {
    super(original instanceof Error ? original.message : String(original));
  }
}

export async function withRetries<T>(
  action: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= MAX_RETRIES || !isRetryable(error)) throw new RetriedError(error, attempt);
      await sleep(RETRY_DELAY_MS * (attempt + 1));
    }
  }
}

/** The toast description: the message, plus '(After n retries)' when retried. */
export function retriedMessage(error: RetriedError): string {
  return error.retries > 0 ? `${error.message} (After ${error.retries} retries)` : error.message;
}
