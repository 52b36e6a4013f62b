import { Badge, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DialogFrame } from '../../../components/dialog-frame';
import { ApiError } from '../../../lib/api-client';
import { formatFullDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/screen-error-messages';
import { useAppLocale } from '../../../lib/store';
import type { THeldScan } from '../core/scanner-db';
import { SCAN_REASON_LABELS } from '../../../components/dashboard/scan-reasons';

type HeldScansDialogProps = {
  open: boolean;
  scans: readonly THeldScan[];
  onClose: () => void;
};

/** The server's refusal, in the app's words when its code is known (docs/architecture.md §4). */
function heldError(scan: THeldScan): string {
  const { status, code, message } = scan.error;
  return errorMessage(new ApiError(status, code ?? `http.${status}`, message));
}

/**
 * Scans the server refused as malformed (docs/architecture.md §6): kept on the device, never dropped,
 * listed here with the error so staff can report them.
 */
export function HeldScansDialog({ open, scans, onClose }: HeldScansDialogProps) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={<Trans>Scans that could not be uploaded</Trans>}
      size={{ base: 'full', sm: 'md' }}
      scrollBehavior="outside"
    >
      <Dialog.Body pb="6">
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            <Trans>The server refused these scans. They stay saved on this phone; show this list to an organiser.</Trans>
          </Text>
          {scans.length === 0 ? (
            <Text>
              <Trans>No scans are held aside.</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {scans.map((scan) => (
                <Stack as="li" key={scan.scan_id} gap="1" p="3" rounded="md" borderWidth="1px" borderColor="border.muted">
                  <HStack justify="space-between" gap="2" wrap="wrap">
                    <Text fontSize="sm" fontWeight="medium">
                      <time dateTime={scan.scanned_at}>{formatFullDateTime(scan.scanned_at, locale)}</time>
                    </Text>
                    <Badge colorPalette={scan.decision === 'accepted' ? 'green' : 'red'} size="sm">
                      {scan.decision === 'accepted' ? <Trans>Accepted</Trans> : <Trans>Rejected</Trans>}
                    </Badge>
                  </HStack>
                  {scan.reason ? <Text fontSize="sm">{i18n._(SCAN_REASON_LABELS[scan.reason])}</Text> : null}
                  <Text fontSize="xs" fontFamily="mono" dir="ltr" textAlign="start" wordBreak="break-all" lineClamp={2}>
                    {scan.code}
                  </Text>
                  <Text fontSize="sm" color="fg.error">
                    {heldError(scan)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </Stack>
      </Dialog.Body>
    </DialogFrame>
  );
}
