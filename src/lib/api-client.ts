import type { core } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { getLocale, getToken, setServerReachable, setToken } from './store';

/** docs/product.md §9: every call times out after 15 seconds. */
export const REQUEST_TIMEOUT_MS = 15_000;
/**
 * Uploads (a hero video of up to 50 MB, docs/product.md §9) cannot cross a phone's upstream in 15 s; the
 * admin's upload calls wait this long instead.
 */
export const UPLOAD_TIMEOUT_MS = 180_000;

type TFieldErrors = Record<string, string[]>;

/** The one error type of the client: every failed call becomes an ApiError with a stable code. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: TFieldErrors | undefined;
  /** Seconds to wait before trying again, from a 429's Retry-After header. */
  readonly retryAfter: number | undefined;

  constructor(status: number, code: string, message: string, errors?: TFieldErrors, retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/**
 * No answer at all (offline, unreachable, timed out), as opposed to an answer that refused: the cue to
 * fall back on a saved copy (events, tickets, the session) instead of showing an error or signing out.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && (error.code === 'network.offline' || error.code === 'network.timeout');
}

type TUnauthorizedHandler = () => void;
let unauthorizedHandler: TUnauthorizedHandler | null = null;

/** The router registers how to reach /login; the client never touches window.location. */
export function setUnauthorizedHandler(handler: TUnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * Headers every call carries: the session's token, and the UI locale as Accept-Language so public content
 * (event, ticket, category, badge and reward texts) comes back in the reader's language (docs/product.md §3).
 * Answers fetched before a switch are refetched by lib/query-client.ts refetchOnLocaleChange.
 */
export function applyRequestHeaders(request: Request): void {
  const token = getToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  request.headers.set('Accept-Language', getLocale());
}

/**
 * Where the calls go: the page's own origin in the browser; in the server render (server/plugins/ssr.ts) an
 * internal origin and a fetch that hands each request to Fastify in-process, without a socket.
 */
let transport: { origin: () => string; fetch: typeof fetch } = { origin: () => location.origin, fetch: (input, init) => fetch(input, init) };

export function setServerTransport(fetchImpl: typeof fetch): void {
  transport = { origin: () => 'http://render.internal', fetch: fetchImpl };
}

/** An answer outside 2xx; toApiError reads its error envelope. */
class HttpStatusError extends Error {
  readonly response: Response;

  constructor(response: Response) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpStatusError';
    this.response = response;
  }
}

/** The request ran out of time (REQUEST_TIMEOUT_MS or the caller's `timeout`). */
class RequestTimeoutError extends Error {
  constructor() {
    super('timeout');
    this.name = 'RequestTimeoutError';
  }
}

type THttpOptions = {
  method?: string;
  searchParams?: URLSearchParams;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeout?: number;
  body?: BodyInit;
  json?: unknown;
};

/**
 * fetch() on /api/{path} with the session's headers and a timeout: non-2xx answers throw HttpStatusError,
 * running out of time RequestTimeoutError, the caller's abort its AbortError, no network fetch's TypeError.
 * No retries: TanStack Query owns them (lib/query-client.ts). Plain fetch rather than a client library keeps
 * the first load light (docs/architecture.md §8).
 */
async function http(path: string, options: THttpOptions = {}): Promise<Response> {
  const search = options.searchParams?.toString();
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? REQUEST_TIMEOUT_MS);
  const stop = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', stop);
  const url = new URL(`/api/${path}${search ? `?${search}` : ''}`, transport.origin());
  const request = new Request(url, { method: options.method ?? 'GET', headers, body, signal: controller.signal });
  applyRequestHeaders(request);
  try {
    const response = await transport.fetch(request);
    setServerReachable(true);
    if (!response.ok) throw new HttpStatusError(response);
    return response;
  } catch (error) {
    if (timedOut) throw new RequestTimeoutError();
    // fetch() rejects with a TypeError when no answer came back at all (no network, server unreachable).
    if (error instanceof TypeError) setServerReachable(false);
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

type TSearchValue =
  string | number | boolean | null | undefined | ReadonlyArray<string | number> | { readonly [key: string]: string | number | null | undefined };

export type TSearchParams = Record<string, TSearchValue>;

/**
 * Query strings the server parses (contract/events.ts): arrays as `key[]=a&key[]=b`, objects as
 * `key[sub]=v`; empty values are left out (docs/product.md §5: the filter query omits blank fields).
 */
export function toSearchParams(params: TSearchParams | undefined): URLSearchParams {
  const search = new URLSearchParams();
  if (!params) return search;
  const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  for (const [key, value] of Object.entries(params)) {
    if (isBlank(value)) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(`${key}[]`, String(item));
    } else if (typeof value === 'object' && value !== null) {
      for (const [sub, subValue] of Object.entries(value)) {
        if (!isBlank(subValue)) search.append(`${key}[${sub}]`, String(subValue));
      }
    } else {
      search.append(key, String(value));
    }
  }
  return search;
}

/** Errors raised on this side of the network carry their code as message; the UI translates codes. */
function clientError(status: number, code: string): ApiError {
  return new ApiError(status, code, code);
}

function handleUnauthorized(): void {
  setToken(null);
  unauthorizedHandler?.();
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpStatusError) {
    const { status } = error.response;
    if (status === 401) handleUnauthorized();
    let body: unknown = null;
    try {
      body = await error.response.json();
    } catch {
      // Not JSON (a proxy error page, an empty 502): fall through to the generic code.
    }
    const envelope = await validate(lazySchema('ZErrorEnvelopeSchema'), body).catch(() => null);
    if (envelope && envelope.ok) {
      const retryAfter = Number(error.response.headers.get('retry-after'));
      return new ApiError(
        status,
        envelope.value.code,
        envelope.value.message,
        envelope.value.errors,
        Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    }
    return clientError(status, `http.${status}`);
  }
  if (error instanceof SyntaxError) {
    return clientError(0, 'response.invalid');
  }
  if (error instanceof RequestTimeoutError) {
    return clientError(0, 'network.timeout');
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return clientError(0, 'network.aborted');
  }
  // fetch() rejects with a TypeError when the network is unreachable.
  return clientError(0, 'network.offline');
}

/**
 * Any zod schema: the contract's public answers are zod/mini, the rest classic zod; both are zod core types.
 */
type TSchema = core.$ZodType;

/**
 * A schema, or a loader of one. Modules of the first load pass loaders (src/lib/public-schemas.ts), so zod and the
 * schemas arrive with the first answer instead of before the first paint (docs/architecture.md §8).
 */
export type TSchemaSource<TResponse extends TSchema> = TResponse | (() => Promise<TResponse>);

type TValidation<TResponse extends TSchema> = { ok: true; value: core.output<TResponse> } | { ok: false; issues: unknown };

/** Checks a body through the schema's Standard Schema interface, so this module imports no zod code of its own. */
async function validate<TResponse extends TSchema>(source: TSchemaSource<TResponse>, body: unknown): Promise<TValidation<TResponse>> {
  const schema = typeof source === 'function' ? await source() : source;
  const result = await schema['~standard'].validate(body);
  return result.issues ? { ok: false, issues: result.issues } : { ok: true, value: result.value as core.output<TResponse> };
}

async function parseBody<TResponse extends TSchema>(source: TSchemaSource<TResponse>, body: unknown, path: string): Promise<core.output<TResponse>> {
  let parsed: TValidation<TResponse>;
  try {
    parsed = await validate(source, body);
  } catch {
    // The schemas' file could not load (offline before the service worker kept it, or a new release replaced it).
    throw clientError(0, 'network.offline');
  }
  if (!parsed.ok) {
    console.error(`Unexpected response shape from /api/${path}`, parsed.issues);
    throw clientError(200, 'response.invalid');
  }
  return parsed.value;
}

export type TRequestOptions = {
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key of a booking. */
  headers?: Record<string, string>;
  /** Milliseconds before giving up, when not REQUEST_TIMEOUT_MS (uploads). */
  timeout?: number;
};

/** GET /api/{path}, parsed with the contract schema of its response. */
export async function apiGet<TResponse extends TSchema>(
  path: string,
  schema: TSchemaSource<TResponse>,
  searchParams?: TSearchParams,
  options: TRequestOptions = {},
): Promise<core.output<TResponse>> {
  try {
    const response = await http(path, { searchParams: toSearchParams(searchParams), signal: options.signal });
    const body: unknown = await response.json();
    return await parseBody(schema, body, path);
  } catch (error) {
    throw await toApiError(error);
  }
}

export type THttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** POST/PUT/PATCH/DELETE /api/{path}: JSON bodies as JSON, FormData as multipart. */
export async function apiSend<TResponse extends TSchema>(
  method: THttpMethod,
  path: string,
  schema: TSchemaSource<TResponse>,
  body?: unknown,
  options: TRequestOptions = {},
): Promise<core.output<TResponse>> {
  try {
    const payload = body instanceof FormData ? { body } : body === undefined ? {} : { json: body };
    const response = await http(path, {
      method,
      signal: options.signal,
      headers: options.headers,
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
      ...payload,
    });
    const text = await response.text();
    return await parseBody(schema, text === '' ? null : JSON.parse(text), path);
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * GET /api/{path} answered with something other than JSON (a file: src/lib/download.ts): the same token, locale,
 * timeout and error handling as every call, so a refusal still becomes an ApiError with its code. `read` takes the
 * body; a failure while reading it is an ApiError too.
 */
export async function apiGetRaw<T>(
  path: string,
  searchParams: TSearchParams | undefined,
  options: TRequestOptions & { accept: string; read: (response: Response) => Promise<T> },
): Promise<T> {
  try {
    const response = await http(path, {
      searchParams: toSearchParams(searchParams),
      signal: options.signal,
      headers: { Accept: options.accept, ...options.headers },
      timeout: options.timeout ?? REQUEST_TIMEOUT_MS,
    });
    return await options.read(response);
  } catch (error) {
    throw await toApiError(error);
  }
}
