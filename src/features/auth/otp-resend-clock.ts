/**
 * When the next OTP may be requested (docs/architecture.md §7: a resend 60 s after the last code), as a tiny
 * external store ticking once a second while a wait runs. Kept in sessionStorage so a reload of
 * /verify-phone shows the same countdown the server enforces.
 */
const STORAGE_KEY = 'otp-resend-at';
const TICK_MS = 250;

type TListener = () => void;
const listeners = new Set<TListener>();
let availableAt = readStoredTime();
let remainingSeconds = secondsUntil(availableAt);
let timer: ReturnType<typeof setInterval> | null = null;

function readStoredTime(): number {
  try {
    const stored = Number(sessionStorage.getItem(STORAGE_KEY));
    return Number.isFinite(stored) ? stored : 0;
  } catch {
    // No sessionStorage (privacy modes, tests): the countdown lives for this page only.
    return 0;
  }
}

function storeTime(time: number): void {
  try {
    if (time > 0) sessionStorage.setItem(STORAGE_KEY, String(time));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // See readStoredTime.
  }
}

function secondsUntil(time: number): number {
  return Math.max(0, Math.ceil((time - Date.now()) / 1000));
}

function tick(): void {
  const next = secondsUntil(availableAt);
  if (next !== remainingSeconds) {
    remainingSeconds = next;
    for (const listener of listeners) listener();
  }
  if (next === 0 && timer !== null) {
    clearInterval(timer);
    timer = null;
  }
}

function ensureTicking(): void {
  if (timer === null && remainingSeconds > 0 && listeners.size > 0) timer = setInterval(tick, TICK_MS);
}

/** Starts (or clears, with 0) the wait before the next resend. */
export function startResendCooldown(seconds: number): void {
  availableAt = seconds > 0 ? Date.now() + seconds * 1000 : 0;
  storeTime(availableAt);
  remainingSeconds = -1;
  tick();
  ensureTicking();
}

export function subscribeResendCooldown(listener: TListener): () => void {
  listeners.add(listener);
  // The module may have loaded long before this screen: catch up before counting down.
  tick();
  ensureTicking();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** Whole seconds left before a resend is allowed; 0 when it is allowed now. */
export function resendSecondsLeft(): number {
  return remainingSeconds;
}
