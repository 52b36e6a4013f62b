import { useSyncExternalStore } from 'react';
import { resendSecondsLeft, subscribeResendCooldown } from '../otp-resend-clock';

/** Seconds until a new code may be requested, re-rendering once a second while it counts down. */
export function useResendCountdown(): number {
  return useSyncExternalStore(subscribeResendCooldown, resendSecondsLeft, () => 0);
}
