import { describe, expect, it } from 'vitest';
import { csvFilename, filenameFromDisposition } from './download';

describe('csvFilename', () => {
  it('names an export after the app and its parts', () => {
    expect(csvFilename(['sales', '2026-03-01', '2026-03-30'])).toBe('tadhkira-sales-2026-03-01-2026-03-30.csv');
    expect(csvFilename(['event', 42, 'bookings'])).toBe('tadhkira-event-42-bookings.csv');
  });

  it('keeps path separators, spaces and quotes out of the name', () => {
    expect(csvFilename(['../etc', 'a b"c'])).toBe('tadhkira-etc-a-b-c.csv');
    expect(csvFilename(['', '  '])).toBe('tadhkira.csv');
  });
});

describe('filenameFromDisposition', () => {
  it('reads the quoted and the bare filename', () => {
    expect(filenameFromDisposition('attachment; filename="sales-2026-03.csv"')).toBe('sales-2026-03.csv');
    expect(filenameFromDisposition('attachment; filename=bookings.csv')).toBe('bookings.csv');
  });

  it('prefers the UTF-8 form, which carries Arabic names', () => {
    const header = `attachment; filename="event.csv"; filename*=UTF-8''${encodeURIComponent('حجوزات.csv')}`;
    expect(filenameFromDisposition(header)).toBe('حجوزات.csv');
  });

  it('drops any folder from the name', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
  });

  it('is null without a header or a name', () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition('attachment; filename=".."')).toBeNull();
  });
});
