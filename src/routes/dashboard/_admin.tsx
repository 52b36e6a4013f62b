import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_ROLES, requireUser } from '../../lib/guards';

/** Pathless layout of the administrator-only dashboard screens (role 1). */
export const Route = createFileRoute('/dashboard/_admin')({
  beforeLoad: (args) => requireUser(args, ADMIN_ROLES),
  staticData: { dashboard: true },
});
