import { useEffect, useState } from 'react';

/**
 * Leaving for the payment page takes a moment: the button spins meanwhile. A page restored from the back-forward
 * cache (the buyer pressed Back on the gateway's page) comes back with that state, so it is reset then.
 */
export function useRedirecting() {
  const [redirecting, setRedirecting] = useState(false);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);
  return [redirecting, setRedirecting] as const;
}
