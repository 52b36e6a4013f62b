import type { TTicketKeyResponse } from '../../../contract/bookings';
import type { Db } from '../../db/client';
import {
  generateSigningKeyPair,
  privateKeyFromPkcs8Base64,
  privateKeyToPkcs8Base64,
  publicKeyToRawBase64Url,
  toSigningKey,
  type TSigningKey,
} from './tickets.code';
import { findActiveSigningKey, findPublicKeys, insertActiveSigningKeyIfNone } from './tickets.repository';

/*
 * The ticket-code signing key (docs/architecture.md §6): loaded once at startup, used by bookings to
 * sign and published (public half only) for scanners and the offline pass to verify.
 */

async function readActiveKey(db: Db): Promise<TSigningKey | null> {
  const row = await findActiveSigningKey(db);
  return row ? toSigningKey(row.id, privateKeyFromPkcs8Base64(row.privateKey)) : null;
}

/**
 * The key that signs ticket codes: `envPrivateKey` (TICKET_SIGNING_KEY, base64 PKCS#8) when given,
 * else the active signing_keys row, else a new key stored as that row.
 */
export async function loadOrCreateSigningKey(db: Db, envPrivateKey?: string): Promise<TSigningKey> {
  if (envPrivateKey && envPrivateKey.trim() !== '') {
    try {
      return toSigningKey(null, privateKeyFromPkcs8Base64(envPrivateKey));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`TICKET_SIGNING_KEY is not a base64 PKCS#8 Ed25519 private key: ${reason}`, { cause: error });
    }
  }

  const existing = await readActiveKey(db);
  if (existing) return existing;

  const pair = generateSigningKeyPair();
  await insertActiveSigningKeyIfNone(db, { publicKey: publicKeyToRawBase64Url(pair.publicKey), privateKey: privateKeyToPkcs8Base64(pair.privateKey) });
  const stored = await readActiveKey(db);
  if (!stored) throw new Error('could not create a ticket signing key');
  return stored;
}

/** What GET /api/ticket-key publishes: the public half only. */
export function ticketKey(key: TSigningKey): TTicketKeyResponse['data'] {
  return { algorithm: 'Ed25519', public_key: key.publicKeyRaw };
}

/**
 * Every public key a genuine ticket code may carry a signature of (the scanner manifest's
 * `public_keys`): the key in use first (it may come from TICKET_SIGNING_KEY and not be stored), then
 * stored ones, so codes signed before a key change still verify.
 */
export async function publicKeys(db: Db, current: TSigningKey): Promise<string[]> {
  const stored = await findPublicKeys(db);
  return [current.publicKeyRaw, ...stored.filter((key) => key !== current.publicKeyRaw)];
}
