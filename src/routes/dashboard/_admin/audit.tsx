import { createFileRoute } from '@tanstack/react-router';
import { auditLogQueryOptions } from '../../../features/dashboard-audit/api/audit.queries';
import { AuditLogPage } from '../../../features/dashboard-audit/components/audit-log-page';
import { auditListFilters, auditSearchSchema } from '../../../features/dashboard-audit/audit-search';

/** The administrator's audit log (docs/architecture.md §12): record type, record id, acting user and page in the URL. */
export const Route = createFileRoute('/dashboard/_admin/audit')({
  staticData: { dashboard: true },
  validateSearch: auditSearchSchema,
  loaderDeps: ({ search }) => auditListFilters(search),
  // The loader is split with the screen (build/plugins.ts), so what it imports loads with the dashboard code.
  loader: async ({ context: { queryClient }, deps }) => {
    // prefetchQuery never throws: the page shows its own "Failed to load the audit log".
    await queryClient.prefetchQuery(auditLogQueryOptions(deps));
  },
  component: AuditLogPage,
});
