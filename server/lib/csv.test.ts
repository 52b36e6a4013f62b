import { describe, expect, it } from 'vitest';
import { csvCell, csvHeaders, csvNumber, toCsv } from './csv';

/** A strict RFC 4180 reader, to check that what we write reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (ch === '"') {
        quoted = false;
        i += 1;
      } else {
        cell += ch;
        i += 1;
      }
    } else if (ch === '"' && cell === '') {
      quoted = true;
      i += 1;
    } else if (ch === ',') {
      row.push(cell);
      cell = '';
      i += 1;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 2;
    } else {
      if (ch === '"' || ch === '\n' || ch === '\r') throw new Error(`bare ${JSON.stringify(ch)} at ${i}`);
      cell += ch;
      i += 1;
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('last row not ended by CRLF');
  return rows;
}

describe('CSV', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    const csv = toCsv(['Name', 'Count'], [['سالم', csvNumber(2)]]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1)).toBe('Name,Count\r\nسالم,2\r\n');
  });

  it('quotes commas, quotes and line breaks (RFC 4180) and reads back the same', () => {
    const cells = ['Al-Amri, Khalid', 'He said "hi"', 'two\nlines', 'cr\r\nlf', 'plain', ''];
    const csv = toCsv(['a', 'b', 'c', 'd', 'e', 'f'], [cells]);
    expect(csv).toContain('"Al-Amri, Khalid","He said ""hi""","two\nlines","cr\r\nlf",plain,\r\n');
    expect(parseCsv(csv.slice(1))).toEqual([['a', 'b', 'c', 'd', 'e', 'f'], cells]);
  });

  it('makes a text cell a spreadsheet would run as a formula inert with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+96891234567')).toBe("'+96891234567");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('سالم')).toBe('سالم');
  });

  it('writes our own numbers as numbers, negative ones included, and anything else as text', () => {
    expect(csvCell(csvNumber('-1.500'))).toBe('-1.500');
    expect(csvCell(csvNumber(12))).toBe('12');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(csvNumber('=1+1'))).toBe("'=1+1");
  });

  it('sends an attachment with a safe file name', () => {
    expect(csvHeaders('sales-2026-01-01-to-2026-01-31.csv')).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="sales-2026-01-01-to-2026-01-31.csv"',
      'cache-control': 'no-store',
    });
    expect(csvHeaders('a"b\r\n.csv')['content-disposition']).toBe('attachment; filename="a_b__.csv"');
  });
});
