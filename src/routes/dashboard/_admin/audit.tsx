import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../../features/dashboard-audit/components/audit-log-page';
import { auditListFilters, auditSearchSchema } from '../../../features/dashboard-audit/audit-search';

/** The administrator's audit log (docs/architecture.md §12): record type, record id, acting user and page in the URL. */
export const Route = createFileRoute('/dashboard/_admin/audit')({
  staticData: { dashboard: true },
  validateSearch: auditSearchSchema,
  loaderDeps: ({ search }) => auditListFilters(search),
  loader: async ({ context: { queryClient }, deps }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { auditLogQueryOptions } = await import('../../../features/dashboard-audit/api/audit.queries');
    // prefetchQuery never throws: the page shows its own "Failed to load the audit log".
    await queryClient.prefetchQuery(auditLogQueryOptions(deps));
  },
  component: AuditLogPage,
});
