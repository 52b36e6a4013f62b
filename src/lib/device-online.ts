/**
 * The browser's own network flag, true where there is none to ask: a server render (Node has a `navigator`
 * since version 21, but without `onLine`) is never "offline".
 */
export function deviceOnline(): boolean {
  return typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean' || navigator.onLine;
}
