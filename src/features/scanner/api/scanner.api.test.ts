import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { withTimeout } from './scanner.api';

/** Like the api client: an aborted request rejects with `network.aborted`. */
function slowCall(ms: number, value: string) {
  return (signal: AbortSignal | undefined) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => resolve(value), ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new ApiError(0, 'network.aborted', 'network.aborted'));
      });
    });
}

describe('withTimeout', () => {
  it('turns no answer within the limit into network.timeout, the code the sync engine counts as offline', async () => {
    const error = await withTimeout(20, undefined, slowCall(1_000, 'late')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network.timeout' });
  });

  it('passes an answer that comes in time through unchanged', async () => {
    await expect(withTimeout(500, undefined, slowCall(5, 'ok'))).resolves.toBe('ok');
  });

  it('keeps a cancel from the caller a cancel, not a timeout', async () => {
    const controller = new AbortController();
    const pending = withTimeout(1_000, controller.signal, slowCall(500, 'late'));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'network.aborted' });
  });

  it('without a limit, hands the caller signal straight through', async () => {
    await expect(withTimeout(undefined, undefined, slowCall(5, 'ok'))).resolves.toBe('ok');
  });
});
