import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { TTicketCodePayload } from '../../../lib/ticket-code';

/*
 * Test-only: signs ticket codes exactly as the server's server/modules/tickets/tickets.code.ts does (same key type, field
 * order and encodings), so the scanner is tested against real codes rather than ones it wrote itself.
 */

export type TTicketSigner = { publicKey: string; sign(payload: TTicketCodePayload): string };

export function ticketSigner(): TTicketSigner {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { publicKey: rawPublicKey(publicKey), sign: (payload) => signWith(privateKey, payload) };
}

function rawPublicKey(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new Error('not an Ed25519 key');
  return jwk.x;
}

function signWith(privateKey: KeyObject, payload: TTicketCodePayload): string {
  const { b, e, t, f, u, l } = payload;
  const bytes = Buffer.from(JSON.stringify({ b, e, t, f, u, l }), 'utf8');
  return ['T1', bytes.toString('base64url'), sign(null, bytes, privateKey).toString('base64url')].join('.');
}
