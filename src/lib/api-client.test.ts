import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, apiGet, apiSend, applyRequestHeaders, isNetworkFailure, toSearchParams } from './api-client';
import { lazySchema } from './lazy-schema';
import { refetchOnLocaleChange, shouldRetry } from './query-client';
import { appStore, localeAtom, onlineAtom, setToken } from './store';

afterEach(() => {
  appStore.set(localeAtom, 'en');
  setToken(null);
});

describe('applyRequestHeaders', () => {
  it("sends the UI locale as Accept-Language, so public content comes back in the reader's language", () => {
    appStore.set(localeAtom, 'ar');
    const request = new Request('https://tadhkira.test/api/events');
    applyRequestHeaders(request);
    expect(request.headers.get('accept-language')).toBe('ar');
    expect(request.headers.get('authorization')).toBeNull();
  });

  it('adds the bearer token when signed in', () => {
    setToken('t0k3n');
    const request = new Request('https://tadhkira.test/api/user');
    applyRequestHeaders(request);
    expect(request.headers.get('authorization')).toBe('Bearer t0k3n');
    expect(request.headers.get('accept-language')).toBe('en');
  });
});

describe('refetchOnLocaleChange', () => {
  it('marks every cached answer stale when the locale changes, and stops when unsubscribed', async () => {
    const client = new QueryClient();
    client.setQueryData(['events', 'list'], { events: [] });
    client.setQueryData(['categories'], []);
    const stop = refetchOnLocaleChange(client);
    expect(client.getQueryState(['events', 'list'])?.isInvalidated).toBe(false);
    appStore.set(localeAtom, 'ar');
    expect(client.getQueryState(['events', 'list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['categories'])?.isInvalidated).toBe(true);
    stop();
    client.setQueryData(['categories'], []);
    appStore.set(localeAtom, 'en');
    expect(client.getQueryState(['categories'])?.isInvalidated).toBe(false);
  });
});

describe('toSearchParams', () => {
  it('writes arrays with [] and objects with [key], as the events API parses them', () => {
    const params = toSearchParams({ page: 2, category_ids: [3, 7], price: { min: 1, max: 10 } });
    expect(params.toString()).toBe('page=2&category_ids%5B%5D=3&category_ids%5B%5D=7&price%5Bmin%5D=1&price%5Bmax%5D=10');
  });

  it('leaves out empty, blank and missing values (docs/product.md §5)', () => {
    const params = toSearchParams({
      search: '  ',
      date: '',
      location: undefined,
      sort: null,
      price: { min: undefined },
    });
    expect(params.toString()).toBe('');
  });
});

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError(404, 'events.not_found', 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(422, 'validation.failed', 'Invalid'))).toBe(false);
  });

  it('retries network failures and 5xx twice', () => {
    const offline = new ApiError(0, 'network.offline', 'network.offline');
    expect(shouldRetry(0, offline)).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'internal', 'Down'))).toBe(true);
    expect(shouldRetry(2, offline)).toBe(false);
  });
});

describe('isNetworkFailure', () => {
  it('is true only when no answer came: offline or timed out', () => {
    expect(isNetworkFailure(new ApiError(0, 'network.offline', 'network.offline'))).toBe(true);
    expect(isNetworkFailure(new ApiError(0, 'network.timeout', 'network.timeout'))).toBe(true);
  });

  it('is false for answers, cancelled requests and foreign errors', () => {
    expect(isNetworkFailure(new ApiError(503, 'internal', 'Down'))).toBe(false);
    expect(isNetworkFailure(new ApiError(404, 'events.not_found', 'Not found'))).toBe(false);
    expect(isNetworkFailure(new ApiError(0, 'network.aborted', 'network.aborted'))).toBe(false);
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('apiGet and apiSend over fetch', () => {
  const ZAnswerSchema = z.object({ success: z.literal(true), data: z.object({ n: z.number() }) });
  let calls: Request[] = [];

  function answer(respond: (request: Request) => Promise<Response> | Response) {
    calls = [];
    vi.stubGlobal('location', new URL('http://tadhkira.test/'));
    vi.stubGlobal('fetch', (request: Request) => {
      calls.push(request);
      return respond(request);
    });
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks /api/{path} with the query, Accept and the locale, and parses the answer', async () => {
    answer(() => Response.json({ success: true, data: { n: 1 } }));
    await expect(apiGet('events', ZAnswerSchema, { page: 2, category_ids: [3] })).resolves.toEqual({ success: true, data: { n: 1 } });
    expect(calls[0]!.url).toBe('http://tadhkira.test/api/events?page=2&category_ids%5B%5D=3');
    expect(calls[0]!.headers.get('accept')).toBe('application/json');
    expect(calls[0]!.headers.get('accept-language')).toBe('en');
  });

  it('turns an error envelope into an ApiError with its code, fields and Retry-After', async () => {
    answer(() =>
      Response.json({ success: false, message: 'Slow down', code: 'rate.limited', errors: { email: ['x'] } }, { status: 429, headers: { 'retry-after': '7' } }),
    );
    const error = (await apiGet('events', ZAnswerSchema).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message, error.errors, error.retryAfter]).toEqual([429, 'rate.limited', 'Slow down', { email: ['x'] }, 7]);
  });

  it('rejects a malformed answer with response.invalid', async () => {
    answer(() => Response.json({ success: true, data: { n: 'one' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiGet('events', ZAnswerSchema)).rejects.toMatchObject({ code: 'response.invalid' });
  });

  it('takes a loader of the schema, as the first load passes them, and loads it only with the answer', async () => {
    answer(() => Response.json({ success: true, data: { n: 2 } }));
    const load = vi.fn(async () => ZAnswerSchema);
    const pending = apiGet('events', load);
    expect(load).not.toHaveBeenCalled();
    await expect(pending).resolves.toEqual({ success: true, data: { n: 2 } });
    expect(load).toHaveBeenCalledOnce();
    answer(() => Response.json({ success: true, data: { n: 'two' } }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiGet('events', load)).rejects.toMatchObject({ code: 'response.invalid' });
  });

  it('names public-schemas.ts schemas lazily, and a schema file that cannot load is network.offline', async () => {
    answer(() => Response.json(['Muscat', 'Nizwa']));
    await expect(apiGet('events/location', lazySchema('ZLocationsSchema'))).resolves.toEqual(['Muscat', 'Nizwa']);
    await expect(apiGet('events/location', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toMatchObject({
      code: 'network.offline',
    });
  });

  it('sends JSON bodies as JSON, and gives up after the timeout with network.timeout', async () => {
    answer((request) => new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    await expect(apiSend('POST', 'bookings', ZAnswerSchema, { ticket_id: 1 }, { timeout: 20 })).rejects.toMatchObject({ code: 'network.timeout', status: 0 });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    await expect(calls[0]!.text()).resolves.toBe('{"ticket_id":1}');
  });

  it('tells the app the server is unreachable when a request gets no answer, and reachable at the next answer, error or not', async () => {
    vi.stubGlobal('window', globalThis);
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('events', ZAnswerSchema)).rejects.toMatchObject({ code: 'network.offline' });
    expect(appStore.get(onlineAtom)).toBe(false);
    answer(() => Response.json({ success: false, code: 'server.error', message: 'Something went wrong' }, { status: 500 }));
    await expect(apiGet('events', ZAnswerSchema)).rejects.toMatchObject({ status: 500 });
    expect(appStore.get(onlineAtom)).toBe(true);
  });

  it("leaves the browser's connection state alone on the server, where a render's failed fetch is not the visitor's", async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('events', ZAnswerSchema)).rejects.toMatchObject({ code: 'network.offline' });
    expect(appStore.get(onlineAtom)).toBe(true);
  });

  it('reports no network as network.offline and a cancelled call as network.aborted', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('events', ZAnswerSchema)).rejects.toMatchObject({ code: 'network.offline' });
    const controller = new AbortController();
    controller.abort();
    answer((request) => (request.signal.aborted ? Promise.reject(new DOMException('aborted', 'AbortError')) : Response.json({})));
    await expect(apiGet('events', ZAnswerSchema, undefined, { signal: controller.signal })).rejects.toMatchObject({ code: 'network.aborted' });
  });
});
