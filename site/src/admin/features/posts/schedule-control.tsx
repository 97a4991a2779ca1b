import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  formatScheduleTime,
  isoToLocalInput,
  localInputToIso,
  SCHEDULE_TEXT,
  scheduleProblem,
} from '@core/posts/post-schedule';
import { fieldStyles, secondaryButtonStyles } from '@site/shared/components/form-styles';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  .when {
    font-weight: 600;
  }
  input {
    ${fieldStyles}
    width: auto;
  }
  button {
    ${secondaryButtonStyles}
  }
  .zone {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  .error {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The admin's own time zone, in which the publish time is entered and shown. */
const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A draft's publish time: entered in the admin's time zone (a datetime-local field), kept in UTC.
 * A time that has passed is refused before anything is sent. Scheduling and unscheduling save the
 * post (the editor's onSchedule and onUnschedule).
 */
export function ScheduleControl({
  scheduledAt,
  saving,
  onSchedule,
  onUnschedule,
  defaultOpen = false,
  defaultValue = '',
}: {
  /** UTC ISO-8601, '' when the draft has no publish time. */
  scheduledAt: string;
  saving: boolean;
  onSchedule(iso: string): void;
  onUnschedule(): void;
  /** The picker open at first (stories of its states). */
  defaultOpen?: boolean;
  /** The picker's first value, a datetime-local value. */
  defaultValue?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [value, setValue] = useState(defaultValue);
  const [tried, setTried] = useState(defaultValue !== '');
  const inputId = useId();
  const zone = ownTimeZone();

  const iso = localInputToIso(value);
  const problem = iso ? scheduleProblem(iso, false, new Date()) : SCHEDULE_TEXT.invalid;

  if (!open && scheduledAt)
    return (
      <Box role="group" aria-label="Schedule">
        <span className="when" data-testid="scheduled-for">
          {SCHEDULE_TEXT.scheduled} for {formatScheduleTime(scheduledAt)}
        </span>
        <span className="zone">({zone})</span>
        <button
          type="button"
          disabled={saving}
          onClick={() => {
            setValue(isoToLocalInput(scheduledAt));
            setTried(false);
            setOpen(true);
          }}
        >
          Change time
        </button>
        <button type="button" disabled={saving} onClick={onUnschedule}>
          Unschedule
        </button>
      </Box>
    );

  if (!open)
    return (
      <Box role="group" aria-label="Schedule">
        <button type="button" disabled={saving} onClick={() => setOpen(true)}>
          Schedule...
        </button>
      </Box>
    );

  return (
    <Box role="group" aria-label="Schedule">
      <label htmlFor={inputId}>Publish at</label>
      <input
        id={inputId}
        type="datetime-local"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setTried(true);
        }}
        aria-invalid={tried && problem !== null}
        aria-describedby={`${inputId}-zone`}
      />
      <span className="zone" id={`${inputId}-zone`}>
        Your time zone: {zone}
      </span>
      <button
        type="button"
        disabled={saving}
        onClick={() => {
          setTried(true);
          if (iso && !problem) {
            onSchedule(iso);
            setOpen(false);
          }
        }}
      >
        {saving ? 'Saving...' : 'Schedule'}
      </button>
      <button type="button" disabled={saving} onClick={() => setOpen(false)}>
        Cancel
      </button>
      {tried && problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
    </Box>
  );
}
