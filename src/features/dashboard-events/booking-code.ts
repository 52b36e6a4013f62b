/** Characters kept at each end of a shortened ticket code. */
const HEAD = 8;
const TAIL = 4;

/**
 * A ticket code (a signed QR payload, docs/architecture.md §6, far too long for a table cell) as its
 * first and last characters: enough to tell two apart and to match one a holder reads out.
 */
export function shortCode(code: string): string {
  if (code.length <= HEAD + TAIL + 1) return code;
  return `${code.slice(0, HEAD)}…${code.slice(-TAIL)}`;
}
