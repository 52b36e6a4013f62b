import { createFileRoute } from '@tanstack/react-router';
import { requireUser, SCANNER_ROLES } from '../../lib/guards';

/**
 * Dashboard layout: signed in as an administrator, or as door staff (role 3), who only reach the
 * scanner; the `_admin` layout below admits administrators alone.
 */
export const Route = createFileRoute('/dashboard')({
  beforeLoad: (args) => requireUser(args, SCANNER_ROLES),
  staticData: { dashboard: true },
});
