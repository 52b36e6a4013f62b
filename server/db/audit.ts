import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/*
 * Who is changing things (docs/architecture.md §12). An administrator's or door staff's request, a payment
 * webhook, the reconciler and the workers run inside `asActor`; every transaction opened inside it starts
 * by handing the actor to the database (`set_config(…, true)`, ending with the transaction), and the
 * `audit_row` triggers of migration 0013 record each row the transaction creates, changes or deletes in
 * the audited tables, with the fields that changed. The record is written by the transaction that made the
 * change, by every writer, so it cannot be forgotten by a new code path or survive a rollback.
 * Outside `asActor` (a buyer's own checkout, a user's profile) nothing is recorded.
 */

export type TAuditActor =
  /** An administrator or door staff; `via` is the call, e.g. `PATCH /api/admin/users/:id/role`. */
  | { kind: 'user'; userId: number; via: string }
  /** A webhook, the reconciler, a worker; `via` names it, e.g. `payments.reconciler`. */
  | { kind: 'system'; via: string };

const actors = new AsyncLocalStorage<TAuditActor>();

/** Runs `work` as `actor`: the transactions it opens are recorded in the audit log. */
export function asActor<T>(actor: TAuditActor, work: () => T): T {
  return actors.run(actor, work);
}

export function currentActor(): TAuditActor | undefined {
  return actors.getStore();
}

/**
 * Runs `work` as the system job `via`, unless an actor is already known: an administrator's cancel that
 * first re-reads the gateway stays the administrator's.
 */
export function asSystem<T>(via: string, work: () => T): T {
  return actors.getStore() ? work() : actors.run({ kind: 'system', via }, work);
}

/** The settings that name the actor for the rest of the current transaction. */
export function actorSettings(actor: TAuditActor): SQL {
  return sql`select set_config('tadhkira.audit_kind', ${actor.kind}, true),
    set_config('tadhkira.audit_actor', ${actor.kind === 'user' ? String(actor.userId) : ''}, true),
    set_config('tadhkira.audit_via', ${actor.via}, true)`;
}

/**
 * Makes every `db.transaction` opened inside `asActor` name its actor first (one more round trip, for
 * administrators', staff's and system writes only). Applied once to each database handle by
 * `openDatabase`; a savepoint (`tx.transaction`) is already inside a transaction that named it.
 */
export function recordActorsOf(db: Db): void {
  const transaction = db.transaction.bind(db);
  const audited: Db['transaction'] = (work, config) =>
    transaction(async (tx) => {
      const actor = actors.getStore();
      if (actor) await tx.execute(actorSettings(actor));
      return work(tx);
    }, config);
  db.transaction = audited;
}
