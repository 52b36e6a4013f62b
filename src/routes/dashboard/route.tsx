import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireUser, SCANNER_ROLES } from '../../lib/guards';
import { catalogPartLoader } from '../../lib/i18n';
import { ChakraScope } from '../../theme/chakra-scope';

/**
 * Dashboard layout: signed in as an administrator, or as door staff (role 3), who only reach the
 * scanner; the `_admin` layout below admits administrators alone.
 */
export const Route = createFileRoute('/dashboard')({
  beforeLoad: (args) => requireUser(args, SCANNER_ROLES),
  // The dashboard's and the scanner's messages are a catalog part of their own (build/catalogs.ts), loaded beside
  // their chunks.
  loader: catalogPartLoader('admin'),
  staticData: { dashboard: true },
  // The dashboard and the scanner are built with Chakra (docs/architecture.md §8).
  component: () => (
    <ChakraScope>
      <Outlet />
    </ChakraScope>
  ),
});
