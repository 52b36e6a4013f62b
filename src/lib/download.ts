import { apiGetRaw, type TRequestOptions, type TSearchParams } from './api-client';

/** Long enough for every browser to have started reading the file before its object URL goes. */
const REVOKE_AFTER_MS = 10_000;

/**
 * The name a CSV export is saved under when the server names none: `tadhkira-` and the parts, each kept
 * to letters, digits and dashes (`['sales', '2026-03-01', '2026-03-30']` → `tadhkira-sales-2026-03-01-2026-03-30.csv`).
 */
export function csvFilename(parts: ReadonlyArray<string | number>): string {
  const cleaned = parts
    .map((part) =>
      String(part)
        .replace(/[^\p{L}\p{N}-]+/gu, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter((part) => part !== '');
  return `${['tadhkira', ...cleaned].join('-')}.csv`;
}

/** Hands a file to the browser's download flow, as if the user had followed a link to it. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/**
 * Downloads an export of the API with the session's token and saves it under the server's file name,
 * else `fallbackName`. Rejects with the call's ApiError.
 */
export async function downloadFile(path: string, searchParams: TSearchParams | undefined, fallbackName: string): Promise<void> {
  const { blob, filename } = await apiDownload(path, searchParams);
  saveBlob(blob, filename ?? fallbackName);
}

/** Exports are CSV; anything else the server sends for a file is taken as it comes. */
const DOWNLOAD_ACCEPT = 'text/csv, */*';

/** A file the API answered with, and the name its Content-Disposition gave it (null when none). */
export type TDownload = { blob: Blob; filename: string | null };

/**
 * The file name of a `Content-Disposition: attachment` header: the RFC 5987 `filename*=UTF-8''…` form
 * (Arabic event names) before the plain `filename="…"`. Only the last path segment is kept, so a name
 * can never point outside the downloads folder. null when the header names no file.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain form.
    }
  }
  if (name === null) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? null) : null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}

/**
 * GET /api/{path} for a file (CSV exports): the same token, locale and error handling as every call,
 * so a refusal still becomes an ApiError with its code. A plain link could not send the bearer token.
 */
export async function apiDownload(path: string, searchParams?: TSearchParams, options: TRequestOptions = {}): Promise<TDownload> {
  return apiGetRaw(path, searchParams, {
    ...options,
    accept: DOWNLOAD_ACCEPT,
    read: async (response) => ({ blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('content-disposition')) }),
  });
}
