import { createFileRoute } from '@tanstack/react-router';
import { requireUser } from '../lib/guards';

/** Pathless layout: every child needs a signed-in user (docs/product.md §2 "Guard"). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: (args) => requireUser(args),
});
