import { describe, expect, it } from 'vitest';
import { parseTicketCode, verifyTicketCode } from './ticket-code';
import { ticketSigner } from './ticket-signer.test-helper';

const payload = { b: 1234567, e: 42, t: 7, f: 1_767_000_000, u: 1_767_100_000, l: 3 };

describe('scanner ticket code', () => {
  it('verifies a code signed in the server format and returns its payload', async () => {
    const signer = ticketSigner();
    expect(await verifyTicketCode(signer.sign(payload), [signer.publicKey])).toEqual({ ok: true, payload });
  });

  it('tries every key, so a code signed before a key rotation still verifies', async () => {
    const old = ticketSigner();
    const current = ticketSigner();
    expect(await verifyTicketCode(old.sign(payload), [current.publicKey, old.publicKey])).toEqual({ ok: true, payload });
    expect(await verifyTicketCode(old.sign(payload), [current.publicKey])).toEqual({ ok: false });
  });

  it('tolerates whitespace and line ends around the scanned text', async () => {
    const signer = ticketSigner();
    expect(await verifyTicketCode(`  ${signer.sign(payload)}\r\n`, [signer.publicKey])).toMatchObject({ ok: true });
  });

  it('rejects a code whose payload was edited after signing', async () => {
    const signer = ticketSigner();
    const [prefix, , signature] = signer.sign(payload).split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, l: 30 })).toString('base64url');
    expect(await verifyTicketCode(`${prefix}.${forged}.${signature}`, [signer.publicKey])).toEqual({ ok: false });
  });

  it('rejects non-canonical base64url that the server would call malformed', async () => {
    const signer = ticketSigner();
    const code = signer.sign(payload);
    const padded = `${code}=`;
    expect(await verifyTicketCode(padded, [signer.publicKey])).toEqual({ ok: false });
    expect(parseTicketCode(code.replace('T1.', 'T2.'))).toBeNull();
  });

  it('rejects anything longer than 1024 characters without reading it', async () => {
    const signer = ticketSigner();
    const long = `${signer.sign(payload)}${' '.repeat(10)}x`.padEnd(1025, 'x');
    expect(parseTicketCode(long)).toBeNull();
    expect(parseTicketCode(`${' '.repeat(2000)}${signer.sign(payload)}`)).not.toBeNull();
  });

  it('rejects garbage, URLs and empty text', async () => {
    const signer = ticketSigner();
    for (const text of ['', 'hello', 'https://example.com/T1.a.b', 'T1..', 'T1.e30.AAAA']) {
      expect(await verifyTicketCode(text, [signer.publicKey])).toEqual({ ok: false });
    }
  });

  it('rejects a signed payload that is not a ticket', async () => {
    const signer = ticketSigner();
    const code = signer.sign({ ...payload, b: 0 });
    expect(parseTicketCode(code)).toBeNull();
    expect(await verifyTicketCode(code, [signer.publicKey])).toEqual({ ok: false });
  });

  it('skips a malformed key in the list instead of failing', async () => {
    const signer = ticketSigner();
    expect(await verifyTicketCode(signer.sign(payload), ['not-a-key!', 'AAAA', signer.publicKey])).toMatchObject({ ok: true });
    expect(await verifyTicketCode(signer.sign(payload), [])).toEqual({ ok: false });
  });
});
