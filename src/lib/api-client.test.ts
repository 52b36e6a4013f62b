import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, applyRequestHeaders, isNetworkFailure, toSearchParams } from './api-client';
import { refetchOnLocaleChange, shouldRetry } from './query-client';
import { appStore, localeAtom, setToken } from './store';

afterEach(() => {
  appStore.set(localeAtom, 'en');
  setToken(null);
});

describe('applyRequestHeaders', () => {
  it('sends the UI locale as Accept-Language, so public content comes back in the reader\'s language', () => {
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
    expect(params.toString()).toBe(
      'page=2&category_ids%5B%5D=3&category_ids%5B%5D=7&price%5Bmin%5D=1&price%5Bmax%5D=10',
    );
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
