import { describe, expect, it } from 'vitest';
import { AUDIT_VALUE_MAX_CHARS, auditChangeRows, auditValueText, NO_VALUE } from './audit-changes';

describe('an audit value as text', () => {
  it('shows null (and a missing value) as the dash', () => {
    expect(auditValueText(null)).toEqual({ text: NO_VALUE, full: null, empty: true });
    expect(auditValueText(undefined)).toEqual({ text: '—', full: null, empty: true });
  });

  it('shows strings as they are, an empty one quoted, in either language', () => {
    expect(auditValueText('Concerts')).toEqual({ text: 'Concerts', full: null, empty: false });
    expect(auditValueText('حفلات موسيقية')).toEqual({ text: 'حفلات موسيقية', full: null, empty: false });
    expect(auditValueText('')).toEqual({ text: '""', full: null, empty: false });
    expect(auditValueText('   ')).toEqual({ text: '"   "', full: '   ', empty: false });
  });

  it('folds line breaks onto one line and keeps the text as it was for the title', () => {
    expect(auditValueText('First line\n\nsecond  line ')).toEqual({ text: 'First line second line', full: 'First line\n\nsecond  line ', empty: false });
  });

  it('writes numbers and booleans as JSON does', () => {
    expect(auditValueText(0)).toEqual({ text: '0', full: null, empty: false });
    expect(auditValueText(-12.5)).toEqual({ text: '-12.5', full: null, empty: false });
    expect(auditValueText(true).text).toBe('true');
    expect(auditValueText(false).text).toBe('false');
  });

  it('writes objects and arrays as compact JSON', () => {
    expect(auditValueText({ en: 'Music', ar: 'موسيقى' }).text).toBe('{"en":"Music","ar":"موسيقى"}');
    expect(auditValueText([1, 2, 3]).text).toBe('[1,2,3]');
    expect(auditValueText([]).text).toBe('[]');
    expect(auditValueText({}).text).toBe('{}');
    expect(auditValueText({ nested: { list: [null, false] } }).text).toBe('{"nested":{"list":[null,false]}}');
  });

  it('cuts a long value with an ellipsis and keeps all of it for the title', () => {
    const long = 'x'.repeat(AUDIT_VALUE_MAX_CHARS + 1);
    const value = auditValueText(long);
    expect(Array.from(value.text)).toHaveLength(AUDIT_VALUE_MAX_CHARS);
    expect(value.text.endsWith('…')).toBe(true);
    expect(value.full).toBe(long);
    // Exactly the limit still fits.
    expect(auditValueText('y'.repeat(AUDIT_VALUE_MAX_CHARS))).toEqual({ text: 'y'.repeat(AUDIT_VALUE_MAX_CHARS), full: null, empty: false });
    // Long JSON too.
    const list = Array.from({ length: 40 }, (_, i) => i);
    expect(auditValueText(list)).toMatchObject({ full: JSON.stringify(list), empty: false });
    expect(auditValueText(list).text.endsWith('…')).toBe(true);
  });

  it('never cuts inside a character made of two code units, nor leaves a space before the ellipsis', () => {
    expect(auditValueText('😀'.repeat(12), 10)).toEqual({ text: `${'😀'.repeat(9)}…`, full: '😀'.repeat(12), empty: false });
    expect(auditValueText('abcd efgh', 6).text).toBe('abcd…');
  });
});

describe('the changed fields of an entry', () => {
  it('lists each field with its old and new value, in the order the server gave them', () => {
    const rows = auditChangeRows({ name: { from: 'Old', to: 'New' }, parent_id: { from: null, to: 3 }, is_active: { from: true, to: false } });
    expect(rows.map((row) => [row.field, row.from.text, row.to.text])).toEqual([
      ['name', 'Old', 'New'],
      ['parent_id', '—', '3'],
      ['is_active', 'true', 'false'],
    ]);
    expect(auditChangeRows({})).toEqual([]);
  });
});
