/** Spec part 2 §4 and §9: a 15 s countdown; the target preloads at about 2 s left; at 1 s the dialog closes and the browser goes there. */
export const SIGNUP_COUNTDOWN_SECONDS = 15;
export const SIGNUP_PRELOAD_AT = 2;
export const SIGNUP_LEAVE_AT = 1;
export const FREE_LETTERS = 5;

export type CountdownStep = 'tick' | 'preload' | 'leave';

/** What happens when the countdown shows `remaining` seconds. */
export function countdownStep(remaining: number): CountdownStep {
  if (remaining <= SIGNUP_LEAVE_AT) return 'leave';
  if (remaining <= SIGNUP_PRELOAD_AT) return 'preload';
  return 'tick';
}
