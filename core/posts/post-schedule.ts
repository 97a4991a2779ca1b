/**
 * Scheduled posts: a draft with a publish time (UTC, ISO-8601) that the scheduled publisher
 * (functions/src/posts/publish-scheduled.ts) makes public once the time has come.
 */

export const SCHEDULE_TEXT = {
  past: 'The publish time has passed: choose a time in the future',
  invalid: 'Choose a date and a time to publish at',
  published: 'A published post cannot be scheduled: switch it to Draft first',
  scheduled: 'Scheduled',
  scheduledToast: 'Post scheduled',
  unscheduledToast: 'Schedule removed: the post stays a draft',
} as const;

/** What is wrong with a post's publish time at `now`, or null (also when it has none). */
export function scheduleProblem(
  scheduledAt: string | null | undefined,
  published: boolean,
  now: Date,
): string | null {
  if (!scheduledAt) return null;
  if (published) return SCHEDULE_TEXT.published;
  const time = Date.parse(scheduledAt);
  if (Number.isNaN(time)) return SCHEDULE_TEXT.invalid;
  return time <= now.getTime() ? SCHEDULE_TEXT.past : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A `datetime-local` field's value ('2026-12-01T09:30'), read in the time zone the code runs in
 * (the admin's browser), as UTC ISO-8601; null when it is not a date and time.
 */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new Date(y, mo - 1, d, h, mi);
  // new Date rolls over out-of-range parts (a 31st of November) and skipped local times.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.toISOString();
}

/** The `datetime-local` value of a UTC time, in the time zone the code runs in. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'Dec 1, 2026, 9:30 AM' in the given time zone (the viewer's own when left out). */
export function formatScheduleTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
}

/**
 * 'Dec 1, 2026, 9:30 AM EST': a publish time read away from the form that set it (Blog
 * Management), with the zone it is in, so nobody takes it for the site's or the reader's time.
 */
export function formatScheduleTimeWithZone(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
}

/** Whether a stored post waits for its time and the time has come. */
export function isDue(post: { published?: unknown; scheduledAt?: unknown }, now: Date): boolean {
  return (
    post.published !== true &&
    typeof post.scheduledAt === 'string' &&
    Date.parse(post.scheduledAt) <= now.getTime()
  );
}
