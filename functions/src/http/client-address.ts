/**
 * The client's address as the trusted proxies saw it, or null without an X-Forwarded-For header.
 * Each proxy appends the address it was reached from, so the last `trustedHops` entries are
 * theirs and the leftmost of those is the client's; anything before it is whatever the client
 * wrote and is never used. A header with fewer entries holds only proxy-written ones: its first.
 */
export function clientAddress(forwardedFor: string | null, trustedHops: number): string | null {
  if (!forwardedFor) return null;
  const entries = forwardedFor.split(',').map((entry) => entry.trim());
  return entries[Math.max(0, entries.length - trustedHops)] || null;
}
