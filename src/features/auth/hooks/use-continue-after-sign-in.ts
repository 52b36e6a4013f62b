import { useNavigate } from '@tanstack/react-router';
import { destinationAfterSignIn } from '../../../lib/guards';
import type { TSession } from '../../../lib/session';

/**
 * After login or register (docs/product.md §4): verify a pending phone, else add a missing one, else go where
 * the visitor was headed. `replace` keeps the form out of the back button's way.
 */
export function useContinueAfterSignIn(): (session: TSession, redirect: string | undefined) => Promise<void> {
  const navigate = useNavigate();
  return async (session, redirect) => {
    const destination = destinationAfterSignIn(session, redirect);
    if (destination.to === 'target') {
      await navigate({ href: destination.href, replace: true });
    } else {
      await navigate({ to: destination.to, search: { redirect: destination.redirect }, replace: true });
    }
  };
}
