import { Box, Flex, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { usePageTitle } from '../../../components/use-page-title';
import { ZIdParamSchema } from '../../../../contract/ids';
import { useCamera } from '../hooks/use-camera';
import { useFrameDecoder } from '../hooks/use-frame-decoder';
import { useSavedEvent } from '../hooks/use-saved-event';
import { useScannerSession, useScannerStatus, useScannerStatusField } from '../hooks/use-scanner-session';
import { playVerdictFeedback, unlockAudio } from '../scan-feedback';
import { markScanDecided, markScanStart } from '../scan-timing';
import { CameraView } from './camera-view';
import { HeldScansDialog } from './held-scans-dialog';
import { ManualEntry } from './manual-entry';
import { NoEventSelected } from './no-event-selected';
import { NoManifestNotice } from './no-manifest-notice';
import { ScannerHeader } from './scanner-header';
import { ScannerNotices } from './scanner-notices';
import { ScannerStatusBar } from './scanner-status-bar';
import { VerdictLayer, type TVerdictLayer } from './verdict-overlay';
import type { THeldScan } from '../core/scanner-db';
import { ScannerNotReadyError, ScannerStorageFullError, ScannerUnsupportedError, type TScannerSession, type TScanSource } from '../core/scanner-session';

const routeApi = getRouteApi('/dashboard/event/$id/scan');

/** The viewport under the admin bar (h="16" in components/admin-bar.tsx). */
const BELOW_ADMIN_BAR = 'calc(100dvh - 4rem)';

/** /dashboard/event/{id}/scan: a bad id never reaches the camera (docs/product.md §8 "No event selected"). */
export function ScannerPage() {
  const { id } = routeApi.useParams();
  const parsed = ZIdParamSchema.safeParse(id);
  if (!parsed.success) return <NoEventSelected />;
  return <EventScanner key={parsed.data} eventId={parsed.data} />;
}

/** The status bar, subscribed to every change of the session's status on its own. */
function LiveStatusBar({ session }: { session: TScannerSession | null }) {
  const status = useScannerStatus(session);
  return status ? (
    <Box w="full" maxW="3xl" mx="auto" position="sticky" bottom="0">
      <ScannerStatusBar status={status} />
    </Box>
  ) : null;
}

type EventScannerProps = {
  eventId: number;
};

/**
 * The door scanner (docs/architecture.md §6): camera and manual entry feed the same session, which
 * decides on the device and queues before the verdict shows.
 */
function EventScanner({ eventId }: EventScannerProps) {
  const { t } = useLingui();
  const { session, started } = useScannerSession(eventId);
  // Only what the page itself shows: the counts after each scan re-render the status bar alone (LiveStatusBar).
  const lastSyncAt = useScannerStatusField(session, 'lastSyncAt');
  const storageFull = useScannerStatusField(session, 'storageFull') ?? false;
  const hasManifest = useScannerStatusField(session, 'hasManifest');
  const offline = useScannerStatusField(session, 'mode') === 'offline';
  const heldAside = useScannerStatusField(session, 'heldAside') ?? 0;
  const event = useSavedEvent(eventId, lastSyncAt);
  const eventName = event?.name ?? null;
  usePageTitle(eventName ? t`Scan · ${eventName}` : t`Ticket scanner`);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // The verdict is the layer's state, not the page's: showing one renders the overlay alone (the 100 ms budget).
  const verdictLayer = useRef<TVerdictLayer>(null);
  const [held, setHeld] = useState<THeldScan[] | null>(null);
  const [unsupported, setUnsupported] = useState(false);
  const accepting = session !== null && !storageFull && !unsupported;
  // The camera waits for the ticket list; a typed code before it arrives is told so (ScannerNotReadyError).
  const cameraReady = accepting && hasManifest === true;
  const camera = useCamera(video, true);

  const submit = useCallback(
    async (code: string, source: TScanSource) => {
      if (!session) return;
      markScanStart();
      try {
        const outcome = await session.scan(code, source);
        if (outcome.ignored) return;
        markScanDecided();
        verdictLayer.current?.show({ kind: 'verdict', ...outcome.verdict });
        playVerdictFeedback(outcome.verdict.decision);
      } catch (error) {
        // Storage full: nothing was recorded; the banner (status.storageFull) says so and scanning stops.
        if (error instanceof ScannerStorageFullError) return;
        if (error instanceof ScannerUnsupportedError) setUnsupported(true);
        else console.error('Scan failed', error);
        verdictLayer.current?.show({ kind: 'failed', notReady: error instanceof ScannerNotReadyError });
        playVerdictFeedback('rejected');
      }
    },
    [session],
  );

  useFrameDecoder(video, cameraReady && camera.status === 'running', (code) => void submit(code, 'camera'));

  const showHeld = useCallback(async () => {
    if (session) setHeld(await session.heldAside());
  }, [session]);
  const onShowHeld = useCallback(() => void showHeld(), [showHeld]);
  const onManualCode = useCallback((code: string) => void submit(code, 'manual'), [submit]);

  return (
    <Flex direction="column" minH={BELOW_ADMIN_BAR} bg="bg.muted" onPointerDown={unlockAudio} onKeyDown={unlockAudio}>
      <ScannerHeader event={event} />
      <ScannerNotices offline={offline} storageFull={storageFull} unsupported={unsupported} heldAside={heldAside} onShowHeld={onShowHeld} />
      {started && hasManifest === false ? <NoManifestNotice offline={offline} /> : null}
      <Box w="full" maxW="3xl" mx="auto">
        <CameraView camera={camera} videoRef={setVideo} />
      </Box>
      <Stack gap="3" w="full" maxW="3xl" mx="auto" px={{ base: '3', sm: '4' }} py="3" flex="1">
        <ManualEntry enabled={accepting} onSubmit={onManualCode} />
      </Stack>
      <LiveStatusBar session={session} />
      <VerdictLayer ref={verdictLayer} />
      <HeldScansDialog open={held !== null} scans={held ?? []} onClose={() => setHeld(null)} />
    </Flex>
  );
}
