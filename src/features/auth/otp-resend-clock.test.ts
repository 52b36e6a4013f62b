import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resendSecondsLeft, startResendCooldown, subscribeResendCooldown } from './otp-resend-clock';

describe('OTP resend clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    startResendCooldown(0);
    vi.useRealTimers();
  });

  it('counts down once a second to zero and tells its subscribers', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeResendCooldown(() => seen.push(resendSecondsLeft()));
    startResendCooldown(3);
    expect(resendSecondsLeft()).toBe(3);
    vi.advanceTimersByTime(1000);
    expect(resendSecondsLeft()).toBe(2);
    vi.advanceTimersByTime(2500);
    expect(resendSecondsLeft()).toBe(0);
    expect(seen).toEqual([3, 2, 1, 0]);
    unsubscribe();
  });

  it('restarts from a server Retry-After', () => {
    startResendCooldown(5);
    startResendCooldown(42);
    expect(resendSecondsLeft()).toBe(42);
  });
});
