import { apiDownload, type TSearchParams } from './api-client';

/** Long enough for every browser to have started reading the file before its object URL goes. */
const REVOKE_AFTER_MS = 10_000;

/**
 * The name a CSV export is saved under when the server names none: `tadhkira-` and the parts, each kept
 * to letters, digits and dashes (`['sales', '2026-03-01', '2026-03-30']` → `tadhkira-sales-2026-03-01-2026-03-30.csv`).
 */
export function csvFilename(parts: ReadonlyArray<string | number>): string {
  const cleaned = parts.map((part) => String(part).replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-+|-+$/g, '')).filter((part) => part !== '');
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
