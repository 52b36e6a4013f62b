import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { signOut } from '../lib/session';

/** docs/product.md §4: logout calls the API, clears local auth whatever happens, and goes to /login. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await signOut(queryClient);
    await navigate({ to: '/login' });
  };
}
