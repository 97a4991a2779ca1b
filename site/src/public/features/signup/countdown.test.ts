import { countdownStep, SIGNUP_COUNTDOWN_SECONDS } from './countdown';

describe('sign-up countdown', () => {
  it('ticks from 15, preloads at 2 seconds left and leaves at 1', () => {
    const steps = Array.from({ length: SIGNUP_COUNTDOWN_SECONDS }, (_, i) =>
      countdownStep(SIGNUP_COUNTDOWN_SECONDS - i),
    );
    expect(steps.slice(0, 13).every((s) => s === 'tick')).toBe(true);
    expect(steps.slice(13)).toEqual(['preload', 'leave']);
  });
});
