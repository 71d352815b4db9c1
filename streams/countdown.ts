import { COUNTDOWN_OFFSET_S } from '@contract/constants';

/** A countdown split for display, each part at least two digits ('01'); days may exceed '99'. */
export interface CountdownParts {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Display parts of a countdown: `leftTime - 5` seconds (COUNTDOWN_OFFSET_S) split into days,
 * hours, minutes and seconds. The offset makes the portal stop a little before the server does,
 * so nobody bids into a lot that is closing.
 * @param leftTimeSeconds seconds left as sent by the server (or derived by {@link remainingSeconds}); fractions are dropped
 * @returns the parts, or null when nothing is left to show (≤ 0 after the offset, or not a number)
 * @see §4 Countdown
 */
export function countdownParts(leftTimeSeconds: number): CountdownParts | null {
  const total = Math.floor(leftTimeSeconds) - COUNTDOWN_OFFSET_S;
  if (!(total > 0)) return null;
  return {
    days: pad2(Math.floor(total / 86400)),
    hours: pad2(Math.floor((total % 86400) / 3600)),
    minutes: pad2(Math.floor((total % 3600) / 60)),
    seconds: pad2(total % 60),
  };
}

/**
 * Absolute deadline of a row: the server's relative `leftTime` turned into epoch ms at receipt, so
 * later ticks derive `remaining = deadline - now` instead of decrementing a counter.
 * @param leftTimeSeconds seconds left, as sent by the server
 * @param serverNowMs server-corrected now at receipt (`clock.now()`), epoch ms
 * @returns epoch ms
 * @see §4 Countdown, design.md "One clock"
 */
export function deadlineOf(leftTimeSeconds: number, serverNowMs: number): number {
  return serverNowMs + leftTimeSeconds * 1000;
}

/**
 * Whole seconds left until `deadlineMs` at `nowMs`, rounded UP and never negative.
 * Ceil, because a row is rendered a few ms after its deadline was fixed: with ceil a fresh row
 * still shows `leftTime` (so the display reads `leftTime - 5`), and a countdown only reaches zero
 * when the deadline has really passed; floor would show one second less than the server said.
 * @param deadlineMs epoch ms (from {@link deadlineOf})
 * @param nowMs server-corrected now, epoch ms
 * @returns seconds ≥ 0
 * @see §4 Countdown
 */
export function remainingSeconds(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
