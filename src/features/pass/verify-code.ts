/*
 * Checks a saved ticket code against the server's Ed25519 public key (GET /api/ticket-key), on the
 * device and offline: `T1.<base64url payload>.<base64url signature>`, the signature over the payload
 * bytes as sent (architecture §6). A pass that passes is exactly what the gate's scanner will accept
 * as genuine; one that fails was altered on the device.
 */

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  try {
    return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

const keys = new Map<string, Promise<CryptoKey>>();

function importKey(publicKey: string): Promise<CryptoKey> {
  let key = keys.get(publicKey);
  if (!key) {
    const raw = fromBase64Url(publicKey);
    key = raw ? crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']) : Promise.reject(new Error('bad key'));
    keys.set(publicKey, key);
  }
  return key;
}

export type TCodeCheck = 'verified' | 'invalid' | 'unknown';

/**
 * 'verified': signed by the key and issued for `bookingId`; 'invalid': it is not; 'unknown': this
 * browser cannot tell (no WebCrypto Ed25519, no key saved yet).
 */
export async function checkTicketCode(code: string, bookingId: number, publicKey: string | null): Promise<TCodeCheck> {
  if (!publicKey || typeof crypto === 'undefined' || !crypto.subtle) return 'unknown';
  const [prefix, payloadText, signatureText, ...rest] = code.split('.');
  const payload = payloadText ? fromBase64Url(payloadText) : null;
  const signature = signatureText ? fromBase64Url(signatureText) : null;
  if (prefix !== 'T1' || rest.length > 0 || !payload || !signature) return 'invalid';
  let key: CryptoKey;
  try {
    key = await importKey(publicKey);
  } catch {
    return 'unknown';
  }
  try {
    if (!(await crypto.subtle.verify({ name: 'Ed25519' }, key, signature, payload))) return 'invalid';
  } catch {
    return 'unknown';
  }
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(payload));
    return typeof parsed === 'object' && parsed !== null && Reflect.get(parsed, 'b') === bookingId ? 'verified' : 'invalid';
  } catch {
    return 'invalid';
  }
}
