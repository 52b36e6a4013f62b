import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `running`: drives the seat-hold countdowns. */
export function useNow(intervalMs: number, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, running]);
  return now;
}
