/**
 * `<html data-session>`: index.html's first script sets it before the first paint when a session token is
 * stored. A server-rendered page draws its header for a guest (the server cannot see the token); while the
 * mark stands, index.html's stylesheet hides what only guests see (`data-guest-only`: "Login", "Register"),
 * keeping its space, so a signed-in visitor never sees them flash before their account menu
 * (docs/architecture.md §10).
 */
export const SESSION_MARK = 'data-session';

/** What only a guest sees: hidden while the session is being confirmed. */
export const GUEST_ONLY = { 'data-guest-only': '' } as const;

/** The session is settled (the user is known, or there is none): guests' links show as rendered. */
export function clearSessionMark(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.removeAttribute(SESSION_MARK);
}
