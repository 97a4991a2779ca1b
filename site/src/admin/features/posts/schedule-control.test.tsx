import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { formatScheduleTime, isoToLocalInput, SCHEDULE_TEXT } from '@core/posts/post-schedule';
import { ScheduleControl } from './schedule-control';

const HOUR = 60 * 60_000;

function renderControl(scheduledAt = '') {
  const onSchedule = vi.fn();
  const onUnschedule = vi.fn();
  render(
    <AppShell settings={DEFAULT_SITE_SETTINGS}>
      <ScheduleControl
        scheduledAt={scheduledAt}
        saving={false}
        onSchedule={onSchedule}
        onUnschedule={onUnschedule}
      />
    </AppShell>,
  );
  return { onSchedule, onUnschedule, user: userEvent.setup() };
}

describe('schedule control', () => {
  it('schedules a future time entered in the admin’s time zone, as UTC', async () => {
    const { user, onSchedule } = renderControl();
    await user.click(screen.getByRole('button', { name: 'Schedule...' }));
    const at = new Date(Date.now() + 3 * HOUR);
    at.setSeconds(0, 0);
    await user.type(screen.getByLabelText('Publish at'), isoToLocalInput(at.toISOString()));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(onSchedule).toHaveBeenCalledWith(at.toISOString());
  });

  it('refuses a time that has passed with a clear message, sending nothing', async () => {
    const { user, onSchedule } = renderControl();
    await user.click(screen.getByRole('button', { name: 'Schedule...' }));
    await user.type(
      screen.getByLabelText('Publish at'),
      isoToLocalInput(new Date(Date.now() - HOUR).toISOString()),
    );
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SCHEDULE_TEXT.past);
    expect(onSchedule).not.toHaveBeenCalled();
  });

  it('shows a scheduled draft’s time and unschedules it', async () => {
    const at = new Date(Date.now() + 5 * HOUR).toISOString();
    const { user, onUnschedule } = renderControl(at);
    expect(screen.getByTestId('scheduled-for')).toHaveTextContent(
      `Scheduled for ${formatScheduleTime(at)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(onUnschedule).toHaveBeenCalled();
  });
});
