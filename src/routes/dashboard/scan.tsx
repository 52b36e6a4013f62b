import { createFileRoute } from '@tanstack/react-router';
import { ScanEventsPage } from '../../features/scanner/components/scan-events-page';

/** Door staff and administrators land here (lib/guards.ts homePathFor): the events they can scan. */
export const Route = createFileRoute('/dashboard/scan')({
  staticData: { dashboard: true },
  loader: async ({ context: { queryClient } }) => {
    // Imported on first use: the scanner code loads with the screen (its loader is split with it, build/plugins.ts).
    const { scanEventsQueryOptions } = await import('../../features/scanner/api/scanner.queries');
    // prefetchQuery never throws: the page shows its own "Failed to fetch events".
    await queryClient.prefetchQuery(scanEventsQueryOptions());
  },
  component: ScanEventsPage,
});
