import type { Meta, StoryObj } from '@storybook/react-vite';
import { isoToLocalInput } from '@core/posts/post-schedule';
import { ScheduleControl } from './schedule-control';

const DAY = 24 * 60 * 60_000;
/** Times relative to now, so the stories stay in the future (or the past) whenever they run. */
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const meta = {
  title: 'Admin/Posts/Schedule control',
  component: ScheduleControl,
  args: { scheduledAt: '', saving: false, onSchedule: () => {}, onUnschedule: () => {} },
} satisfies Meta<typeof ScheduleControl>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A draft with no publish time. */
export const NotScheduled: Story = {};

/** The picker open, a time in the future entered. */
export const Picking: Story = {
  args: { defaultOpen: true, defaultValue: isoToLocalInput(inDays(3)) },
};

/** A time that has passed: refused before anything is sent. */
export const TimeInThePast: Story = {
  args: { defaultOpen: true, defaultValue: isoToLocalInput(inDays(-1)) },
};

/** A scheduled draft: its time in the admin's time zone, with Change time and Unschedule. */
export const Scheduled: Story = { args: { scheduledAt: inDays(3) } };

/** While the save runs. */
export const Saving: Story = { args: { scheduledAt: inDays(3), saving: true } };
