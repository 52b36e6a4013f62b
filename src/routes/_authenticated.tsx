import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireUser } from '../lib/guards';
import { catalogPartLoader } from '../lib/i18n';
import { ChakraScope } from '../theme/chakra-scope';

/** Pathless layout: every child needs a signed-in user (docs/product.md §2 "Guard"). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: (args) => requireUser(args),
  // The signed-in pages' messages are a catalog part of their own (build/catalogs.ts), loaded beside their chunks.
  loader: catalogPartLoader('account'),
  // The signed-in pages are built with Chakra (docs/architecture.md §8).
  component: () => (
    <ChakraScope>
      <Outlet />
    </ChakraScope>
  ),
});
