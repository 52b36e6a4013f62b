import { useQuery } from '@tanstack/react-query';
import type { TScanManifest } from '../../../../contract/scans';
import { scannerKeys } from '../api/scanner.queries';
import { scannerDb } from './use-scanner-session';

/**
 * The event as the manifest saved on this device names it, so the header reads right offline too.
 * `version` (the last sync time) re-reads it after each sync: an organiser may rename the event.
 */
export function useSavedEvent(eventId: number | null, version: number | null): TScanManifest['event'] | null {
  const { data } = useQuery({
    queryKey: [...scannerKeys.savedEvent(eventId ?? 0), version],
    queryFn: async () => (await scannerDb().getManifest(eventId ?? 0))?.event ?? null,
    enabled: eventId !== null,
    // IndexedDB, not the network: runs offline too.
    networkMode: 'always',
    staleTime: Infinity,
    // The previous name stays on screen while a newer copy is read.
    placeholderData: (previous) => previous,
    retry: false,
  });
  return data ?? null;
}
