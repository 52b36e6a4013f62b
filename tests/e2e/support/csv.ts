import { readFile } from 'node:fs/promises';
import { expect, type Download } from '@playwright/test';

export type TCsvFile = { name: string; hasBom: boolean; rows: string[][] };

/** RFC 4180 fields: quoted ones may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The file a CSV export saved: its name, whether it starts with the UTF-8 BOM (Excel reads Arabic then), and its rows. */
export async function readCsvDownload(download: Download): Promise<TCsvFile> {
  const path = await download.path();
  expect(path).not.toBeNull();
  const bytes = await readFile(path!);
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return { name: download.suggestedFilename(), hasBom, rows: parseCsv(bytes.subarray(hasBom ? 3 : 0).toString('utf8')) };
}
