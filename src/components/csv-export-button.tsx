import { Button, createIcon, type ButtonProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { TSearchParams } from '../lib/api-client';
import { downloadFile } from '../lib/download';
import { stroke } from './icons';

const DownloadIcon = createIcon({
  displayName: 'DownloadIcon',
  path: <path {...stroke} d="M12 3v12m0 0-4-4m4 4 4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />,
});

type CsvExportButtonProps = {
  /** The export's API path, e.g. `admin/reports/sales.csv`. */
  path: string;
  searchParams?: TSearchParams;
  /** Saved under this name when the server names no file (lib/download csvFilename). */
  filename: string;
  size?: ButtonProps['size'];
};

/**
 * "Export CSV": fetches the file with the session's token (a plain link could not carry it) and saves
 * it. A failure shows as the usual error toast (lib/query-client's MutationCache).
 */
export function CsvExportButton({ path, searchParams, filename, size = 'sm' }: CsvExportButtonProps) {
  const download = useMutation({
    mutationKey: ['download', path],
    mutationFn: () => downloadFile(path, searchParams, filename),
  });
  return (
    <Button variant="outline" size={size} loading={download.isPending} onClick={() => download.mutate()}>
      <DownloadIcon />
      <Trans>Export CSV</Trans>
    </Button>
  );
}
