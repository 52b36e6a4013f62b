import { describe, expect, it } from 'vitest';
import { fromBase64Url, parseTicketPayload, toBase64Url } from './ticket-code';

describe('ticket code encoding', () => {
  it('round-trips bytes through base64url like Node does', () => {
    const bytes = Uint8Array.from({ length: 67 }, (_, i) => (i * 37) % 256);
    expect(toBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
  });

  it('refuses padding, standard base64 characters and non-canonical trailing bits', () => {
    expect(fromBase64Url('QQ==')).toBeNull();
    expect(fromBase64Url('a+b/')).toBeNull();
    expect(fromBase64Url('QR')).toBeNull(); // canonical spelling of "A" is "QQ"
    expect(fromBase64Url('QQ')).toEqual(Uint8Array.of(65));
    expect(fromBase64Url('Q')).toBeNull();
  });

  it('reads only payloads with the server’s fields and types', () => {
    const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    expect(parseTicketPayload(encode({ b: 1, e: 2, t: 3, f: null, u: 5, l: 1 }))).toEqual({ b: 1, e: 2, t: 3, f: null, u: 5, l: 1 });
    expect(parseTicketPayload(encode({ b: 1, e: 2, t: 3, f: null, u: null, l: 0 }))).toBeNull();
    expect(parseTicketPayload(encode({ b: '1', e: 2, t: 3, f: null, u: null, l: 1 }))).toBeNull();
    expect(parseTicketPayload(encode([1, 2]))).toBeNull();
    expect(parseTicketPayload(Uint8Array.of(0xff, 0xfe))).toBeNull();
  });
});
