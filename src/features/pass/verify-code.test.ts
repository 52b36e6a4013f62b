import { describe, expect, it } from 'vitest';
import { checkTicketCode } from './verify-code';

function toBase64Url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

async function issuer() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  async function sign(payload: object): Promise<string> {
    const bytes = new TextEncoder().encode(JSON.stringify(payload));
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, bytes));
    return `T1.${toBase64Url(bytes)}.${toBase64Url(signature)}`;
  }
  return { publicKey, sign };
}

describe('offline ticket code check', () => {
  it('verifies a code signed by the ticket key for this booking', async () => {
    const { publicKey, sign } = await issuer();
    const code = await sign({ b: 947, e: 1, t: 2, f: null, u: null, l: 3 });
    expect(await checkTicketCode(code, 947, publicKey)).toBe('verified');
  });

  it('rejects a code whose payload was edited on the device', async () => {
    const { publicKey, sign } = await issuer();
    const [prefix, , signature] = (await sign({ b: 947, e: 1, t: 2, f: null, u: null, l: 3 })).split('.');
    const forged = toBase64Url(new TextEncoder().encode(JSON.stringify({ b: 947, e: 1, t: 2, f: null, u: null, l: 30 })));
    expect(await checkTicketCode(`${prefix}.${forged}.${signature}`, 947, publicKey)).toBe('invalid');
  });

  it('rejects a genuine code shown as another booking', async () => {
    const { publicKey, sign } = await issuer();
    expect(await checkTicketCode(await sign({ b: 1, e: 1, t: 2, f: null, u: null, l: 1 }), 2, publicKey)).toBe('invalid');
  });

  it('rejects a code signed by another key, and garbage', async () => {
    const { sign } = await issuer();
    const other = await issuer();
    expect(await checkTicketCode(await sign({ b: 5, e: 1, t: 1, f: null, u: null, l: 1 }), 5, other.publicKey)).toBe('invalid');
    expect(await checkTicketCode('not a code', 5, other.publicKey)).toBe('invalid');
  });

  it('cannot tell without a saved key', async () => {
    const { sign } = await issuer();
    expect(await checkTicketCode(await sign({ b: 5, e: 1, t: 1, f: null, u: null, l: 1 }), 5, null)).toBe('unknown');
  });
});
