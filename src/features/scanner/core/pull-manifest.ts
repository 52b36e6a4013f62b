import type { TScannerDb } from './scanner-db';
import type { TScannerSyncApi } from './sync-policy';

/*
 * Downloads the event's manifest (docs/architecture.md §6): all of it when none is saved, else what
 * changed since the saved cursor, page after page while the server says `more`. Each page is saved as
 * it arrives, so a download cut short resumes from where it stopped instead of starting over.
 */

export type TPullDeps = {
  eventId: number;
  api: TScannerSyncApi;
  db: TScannerDb;
  request: <T>(call: () => Promise<T>) => Promise<T>;
};

/** The server's answers would never end (the same cursor with `more`), or name another event. Codes are for logs. */
export class ManifestAnswerError extends Error {
  override readonly name = 'ManifestAnswerError';
}

function isCursorInvalid(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === 'scans.cursor_invalid';
}

export async function pullManifest({ eventId, api, db, request }: TPullDeps): Promise<void> {
  const saved = await db.getManifest(eventId);
  let since = saved?.cursor;
  let replace = since === undefined;
  // Scans acknowledged before this moment are in the used counts once the download completes: no upload is
  // answered during a download (scanner-sync.ts), and acknowledgements and covers share one clock that never
  // repeats a value (scanner-db.ts `stamp`), so each acknowledged scan is on one side of it.
  const coversAcksBefore = await db.stamp();
  for (;;) {
    let answer;
    try {
      answer = await request(() => api.getManifest(eventId, since));
    } catch (error) {
      // A cursor the server no longer understands (e.g. after an upgrade): start over with the full list.
      if (since === undefined || !isCursorInvalid(error)) throw error;
      since = undefined;
      replace = true;
      continue;
    }
    if (answer.event.id !== eventId) throw new ManifestAnswerError('manifest_wrong_event');
    await db.saveManifest(eventId, answer, { replace, ...(answer.more ? {} : { coversAcksBefore }) });
    if (!answer.more) return;
    if (answer.cursor === since) throw new ManifestAnswerError('manifest_cursor_stuck');
    since = answer.cursor;
    replace = false;
  }
}
