import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';

/*
 * Wallet issuers for tests (docs/architecture.md §6 "Wallet passes"): a self-signed CA standing in for Apple's
 * WWDR intermediate and a pass type certificate it signed, made with openssl; a Google service account key
 * file with a fresh RSA key. And a small reader of the .pkpass zip.
 */

export const TEST_PASS_TYPE_ID = 'pass.om.tadhkira.test';
export const TEST_TEAM_ID = 'ABCDE12345';
export const TEST_ISSUER_ID = '3388000000022222228';
export const TEST_CLIENT_EMAIL = 'wallet@tadhkira-test.iam.gserviceaccount.com';

export type TWalletFixture = {
  dir: string;
  /** Environment that turns both wallets on. */
  env: Record<string, string>;
  files: { wwdr: string; wwdrKey: string; signerCert: string; signerKey: string; encryptedKey: string; otherKey: string; serviceAccount: string };
  googlePublicKey: KeyObject;
};

function openssl(dir: string, ...args: string[]): void {
  execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
}

/** Certificates, keys and a service account in a fresh temporary directory. */
export function createWalletFixture(): TWalletFixture {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tadhkira-wallet-'));
  const file = (name: string) => path.join(dir, name);
  openssl(
    dir,
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'wwdr.key',
    '-out',
    'wwdr.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Test WWDR/O=Tadhkira Test',
  );
  openssl(
    dir,
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'signer.key',
    '-out',
    'signer.csr',
    '-subj',
    `/UID=${TEST_PASS_TYPE_ID}/CN=Pass Type ID: ${TEST_PASS_TYPE_ID}/OU=${TEST_TEAM_ID}/O=Tadhkira Test`,
  );
  openssl(dir, 'x509', '-req', '-in', 'signer.csr', '-CA', 'wwdr.pem', '-CAkey', 'wwdr.key', '-CAcreateserial', '-out', 'signer.pem', '-days', '2');
  openssl(dir, 'pkey', '-in', 'signer.key', '-aes256', '-passout', 'pass:open sesame', '-out', 'signer-encrypted.key');
  openssl(dir, 'genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'other.key');
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const account = {
    type: 'service_account',
    project_id: 'tadhkira-test',
    client_email: TEST_CLIENT_EMAIL,
    private_key: google.privateKey.export({ type: 'pkcs8', format: 'pem' }),
  };
  writeFileSync(file('service-account.json'), JSON.stringify(account));
  const files = {
    wwdr: file('wwdr.pem'),
    wwdrKey: file('wwdr.key'),
    signerCert: file('signer.pem'),
    signerKey: file('signer.key'),
    encryptedKey: file('signer-encrypted.key'),
    otherKey: file('other.key'),
    serviceAccount: file('service-account.json'),
  };
  return {
    dir,
    files,
    googlePublicKey: google.publicKey,
    env: {
      APPLE_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
      APPLE_TEAM_ID: TEST_TEAM_ID,
      APPLE_PASS_CERT: files.signerCert,
      APPLE_PASS_KEY: files.signerKey,
      APPLE_WWDR_CERT: files.wwdr,
      GOOGLE_WALLET_ISSUER_ID: TEST_ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT: files.serviceAccount,
    },
  };
}

/**
 * The files of a zip (APPNOTE.TXT: the central directory, then each local header), stored or deflated, which is
 * all a .pkpass holds. Enough for tests; not a general reader (no ZIP64, no encryption).
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) files.set(name, inflateRawSync(data));
    else throw new Error(`zip method ${method} of ${name} not supported`);
  }
  return files;
}

/** `openssl smime -verify` of a pass's detached signature over its manifest, against the test CA only. */
export function verifyPassSignature(dir: string, files: Map<string, Buffer>, caFile: string): { ok: boolean; output: string } {
  const work = mkdtempSync(path.join(dir, 'verify-'));
  writeFileSync(path.join(work, 'signature'), files.get('signature') ?? Buffer.alloc(0));
  writeFileSync(path.join(work, 'manifest.json'), files.get('manifest.json') ?? Buffer.alloc(0));
  try {
    const output = execFileSync(
      'openssl',
      [
        'smime',
        '-verify',
        '-inform',
        'DER',
        '-in',
        'signature',
        '-content',
        'manifest.json',
        '-CAfile',
        caFile,
        '-purpose',
        'any',
        '-out',
        path.join(work, 'verified'),
      ],
      { cwd: work, stdio: 'pipe' },
    );
    return { ok: true, output: output.toString() };
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    return { ok: false, output: stderr };
  }
}
