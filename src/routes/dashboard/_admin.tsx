import { createFileRoute, Outlet } from '@tanstack/react-router';
import { TestModeBanner } from '../../components/dashboard/test-mode-banner';
import { ADMIN_ROLES, requireUser } from '../../lib/guards';

/** Pathless layout of the administrator-only dashboard screens (role 1). */
export const Route = createFileRoute('/dashboard/_admin')({
  beforeLoad: (args) => requireUser(args, ADMIN_ROLES),
  staticData: { dashboard: true },
  component: AdminLayout,
});

/** Every administrator screen says so while payments run in test mode (docs/product.md §10). */
function AdminLayout() {
  return (
    <>
      <TestModeBanner />
      <Outlet />
    </>
  );
}
