import { createFileRoute } from '@tanstack/react-router';
import { ScannerPage } from '../../../../features/scanner/components/scanner-page';

/**
 * The door scanner (docs/architecture.md §6), roles 1 and 3 (the /dashboard layout). No loader: the
 * page reads the event from the manifest saved on the device, so it opens offline too. A bad id is
 * answered by the page itself ("No event selected"), not by a 404.
 */
export const Route = createFileRoute('/dashboard/event/$id/scan')({
  staticData: { dashboard: true },
  component: ScannerPage,
});
