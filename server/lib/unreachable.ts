/**
 * Why a call to an outside service (the SMS gateway, the payment gateway) got no answer, for its error message and
 * the log: a timeout of `fetch`'s `AbortSignal.timeout`, else what the network layer said.
 */
export function unreachableReason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  return error instanceof Error ? error.message : String(error);
}
