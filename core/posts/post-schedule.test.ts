import { postInputSchema } from './post';
import {
  formatScheduleTimeWithZone,
  isDue,
  isoToLocalInput,
  localInputToIso,
  SCHEDULE_TEXT,
  scheduleProblem,
} from './post-schedule';

describe('publish times', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('reads a datetime-local value in the time zone the code runs in, and keeps it in UTC', () => {
    process.env.TZ = 'America/New_York';
    expect(localInputToIso('2030-12-01T09:30')).toBe('2030-12-01T14:30:00.000Z');
    expect(isoToLocalInput('2030-12-01T14:30:00.000Z')).toBe('2030-12-01T09:30');
    process.env.TZ = 'Asia/Tokyo';
    expect(localInputToIso('2030-12-01T09:30')).toBe('2030-12-01T00:30:00.000Z');
  });

  it('is no time for an empty or impossible value', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('2030-11-31T09:30')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
  });

  it('refuses a time that has passed, and a publish time on a published post', () => {
    const now = new Date('2030-12-01T12:00:00.000Z');
    expect(scheduleProblem('2030-12-01T11:59:00.000Z', false, now)).toBe(SCHEDULE_TEXT.past);
    expect(scheduleProblem('2030-12-01T12:00:00.000Z', false, now)).toBe(SCHEDULE_TEXT.past);
    expect(scheduleProblem('2030-12-01T12:01:00.000Z', false, now)).toBeNull();
    expect(scheduleProblem('2030-12-01T12:01:00.000Z', true, now)).toBe(SCHEDULE_TEXT.published);
    expect(scheduleProblem(null, true, now)).toBeNull();
  });

  it('the save schema says so on the publish time', () => {
    const post = {
      title: 'T',
      slug: 't',
      excerpt: 'E',
      content: '<p>C</p>',
      featuredImage: null,
      published: false,
      metadata: {},
    };
    const past = postInputSchema.safeParse({ ...post, scheduledAt: '2000-01-01T00:00:00.000Z' });
    expect(past.error?.issues).toEqual([
      expect.objectContaining({ path: ['scheduledAt'], message: SCHEDULE_TEXT.past }),
    ]);
    expect(postInputSchema.safeParse({ ...post, scheduledAt: 'soon' }).success).toBe(false);
    expect(
      postInputSchema.safeParse({ ...post, scheduledAt: '2999-01-01T00:00:00.000Z' }).success,
    ).toBe(true);
    expect(postInputSchema.safeParse(post).success).toBe(true);
  });

  it('a draft is due once its time has come', () => {
    const now = new Date('2030-12-01T12:00:00.000Z');
    expect(isDue({ published: false, scheduledAt: '2030-12-01T12:00:00.000Z' }, now)).toBe(true);
    expect(isDue({ published: false, scheduledAt: '2030-12-01T12:00:01.000Z' }, now)).toBe(false);
    expect(isDue({ published: true, scheduledAt: '2030-12-01T11:00:00.000Z' }, now)).toBe(false);
    expect(isDue({ published: false }, now)).toBe(false);
  });

  it('shows a publish time with the zone it is read in', () => {
    const at = '2099-12-01T09:30:00.000Z';
    expect(formatScheduleTimeWithZone(at, 'America/New_York')).toBe('Dec 1, 2099, 4:30 AM EST');
    expect(formatScheduleTimeWithZone(at, 'Asia/Tokyo')).toBe('Dec 1, 2099, 6:30 PM GMT+9');
  });
});
