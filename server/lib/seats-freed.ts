/*
 * Seats came free in this process (a checkout released or expired, a booking cancelled, a ticket type's total
 * raised): a signal the waitlist worker listens to, so freed seats are offered at once rather than at its next
 * poll (docs/architecture.md §11 Waitlist). Called after the commit that freed them; listeners must not throw.
 */
export class SeatsFreed {
  private readonly listeners = new Set<() => void>();

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Returns the way to stop listening. */
  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
