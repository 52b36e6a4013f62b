import { createFileRoute } from '@tanstack/react-router';
import { ScanEventsPage } from '../../features/scanner/components/scan-events-page';

/** Door staff and administrators land here (lib/guards.ts homePathFor): the events they can scan. */
export const Route = createFileRoute('/dashboard/scan')({
  staticData: { dashboard: true },
  loader: async ({ context: { queryClient } }) => {
    // Imported here, not at the top: loaders stay in the entry chunk, the scanner code must not.
    const { scanEventsQueryOptions } = await import('../../features/scanner/api/scanner.queries');
    // prefetchQuery never throws: the page shows its own "Failed to fetch events".
    await queryClient.prefetchQuery(scanEventsQueryOptions());
  },
  component: ScanEventsPage,
});
