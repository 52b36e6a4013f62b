import { offerFreedSeats, type WaitlistDeps } from './waitlist.service';

/*
 * The waitlist worker (docs/architecture.md §11 Waitlist), one per server process, started like the outbox's. It
 * polls every `pollMs` (5 s, so freed seats are offered within 10 s even when nothing in this process freed them:
 * a hold that simply ran out, another process's cancellation) and is woken at once by this process's frees (a
 * released or expired checkout, a cancellation, a raised total). Runs never overlap in one process; a wake during
 * a run makes one more run after it. Processes may overlap freely: every offer is decided under the ticket row's
 * lock.
 */

export const WAITLIST_POLL_MS = 5_000;

type TWorkerLog = { error(obj: object, msg: string): void };

export class WaitlistWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly deps: WaitlistDeps,
    private readonly log: TWorkerLog,
    private readonly pollMs = WAITLIST_POLL_MS,
  ) {}

  /** Starts polling; a no-op when running. */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => this.wake(), this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Look now: seats may have come free. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.runOnce().catch((error: unknown) => this.log.error({ err: error }, 'waitlist pass failed'));
  }

  /** One pass, after the one under way if any: the offers made. Tests call it directly. */
  async runOnce(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    this.running = offerFreedSeats(this.deps).finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.wake();
      }
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }
}
