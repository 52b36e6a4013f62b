import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The issuer settings of the two wallets (docs/architecture.md §6 "Wallet passes"; README, configuration). Files
 * are read and checked when the configuration loads, so a missing or unreadable certificate, a key that does
 * not open or does not belong to its certificate stops the start with one line, never the first request.
 */

/** Signing an Apple Wallet pass: the pass type certificate, its key and Apple's WWDR intermediate, all PEM. */
export type TAppleWalletSettings = {
  passTypeId: string;
  teamId: string;
  signerCert: string;
  /** Unencrypted (the passphrase was applied at start), PKCS#1 PEM: what passkit-generator's signer reads. */
  signerKey: string;
  wwdr: string;
};

/** Signing a "Save to Google Wallet" link: the issuer and a service account of it. */
export type TGoogleWalletSettings = {
  issuerId: string;
  clientEmail: string;
  privateKey: KeyObject;
};

/** Each wallet is on when all its settings are given; undefined: its routes answer 404 wallet.not_configured. */
export type TWalletConfig = {
  apple: TAppleWalletSettings | undefined;
  google: TGoogleWalletSettings | undefined;
};

export type TWalletEnv = {
  APPLE_PASS_TYPE_ID?: string | undefined;
  APPLE_TEAM_ID?: string | undefined;
  APPLE_PASS_CERT?: string | undefined;
  APPLE_PASS_KEY?: string | undefined;
  APPLE_PASS_KEY_PASSPHRASE?: string | undefined;
  APPLE_WWDR_CERT?: string | undefined;
  GOOGLE_WALLET_ISSUER_ID?: string | undefined;
  GOOGLE_WALLET_SERVICE_ACCOUNT?: string | undefined;
};

const APPLE_REQUIRED = ['APPLE_PASS_TYPE_ID', 'APPLE_TEAM_ID', 'APPLE_PASS_CERT', 'APPLE_PASS_KEY', 'APPLE_WWDR_CERT'] as const;
const GOOGLE_REQUIRED = ['GOOGLE_WALLET_ISSUER_ID', 'GOOGLE_WALLET_SERVICE_ACCOUNT'] as const;

/** One problem, as config.ts words them: the variable, what is wrong, and the value it had. */
type TProblems = string[];

function problem(problems: TProblems, key: string, message: string, value: string): void {
  problems.push(`${key} ${message} (got "${value}")`);
}

/** Every required setting, or none (off). Some but not all is a mistake worth stopping for. */
function requiredOf<K extends string>(env: Partial<Record<K, string | undefined>>, keys: readonly K[], problems: TProblems): Record<K, string> | undefined {
  const given = keys.filter((key) => env[key]);
  if (given.length === 0) return undefined;
  const missing = keys.filter((key) => !env[key]);
  for (const key of missing) problems.push(`${key} is required with ${given.join(', ')}`);
  return missing.length === 0 ? (env as Record<K, string>) : undefined;
}

function readSetting(key: string, file: string, problems: TProblems): Buffer | undefined {
  try {
    return readFileSync(path.resolve(file));
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    problem(problems, key, `names a file that cannot be read (${reason})`, file);
    return undefined;
  }
}

/** A certificate file, PEM or DER (Apple hands out `.cer` files in DER), as PEM. */
function certificateOf(key: string, file: string, problems: TProblems): X509Certificate | undefined {
  const bytes = readSetting(key, file, problems);
  if (!bytes) return undefined;
  try {
    return new X509Certificate(bytes);
  } catch {
    problem(problems, key, 'is not a certificate (PEM or DER)', file);
    return undefined;
  }
}

function appleOf(env: TWalletEnv, problems: TProblems): TAppleWalletSettings | undefined {
  const given = requiredOf(env, APPLE_REQUIRED, problems);
  if (!given) return undefined;
  const before = problems.length;
  const signerCert = certificateOf('APPLE_PASS_CERT', given.APPLE_PASS_CERT, problems);
  const wwdr = certificateOf('APPLE_WWDR_CERT', given.APPLE_WWDR_CERT, problems);
  const keyBytes = readSetting('APPLE_PASS_KEY', given.APPLE_PASS_KEY, problems);
  let key: KeyObject | undefined;
  if (keyBytes) {
    try {
      key = createPrivateKey({ key: keyBytes, passphrase: env.APPLE_PASS_KEY_PASSPHRASE || undefined });
    } catch {
      problem(
        problems,
        'APPLE_PASS_KEY',
        env.APPLE_PASS_KEY_PASSPHRASE
          ? 'is not a PEM private key that APPLE_PASS_KEY_PASSPHRASE opens'
          : 'is not an unencrypted PEM private key (set APPLE_PASS_KEY_PASSPHRASE for an encrypted one)',
        given.APPLE_PASS_KEY,
      );
    }
  }
  if (key && key.asymmetricKeyType !== 'rsa') {
    problem(problems, 'APPLE_PASS_KEY', 'must be an RSA key (as Apple issues pass type certificates for)', given.APPLE_PASS_KEY);
    key = undefined;
  }
  if (key && signerCert && !signerCert.checkPrivateKey(key)) {
    problem(problems, 'APPLE_PASS_KEY', 'is not the key of APPLE_PASS_CERT', given.APPLE_PASS_KEY);
  }
  if (problems.length > before || !key || !signerCert || !wwdr) return undefined;
  return {
    passTypeId: given.APPLE_PASS_TYPE_ID,
    teamId: given.APPLE_TEAM_ID,
    signerCert: signerCert.toString(),
    signerKey: String(key.export({ type: 'pkcs1', format: 'pem' })),
    wwdr: wwdr.toString(),
  };
}

function googleOf(env: TWalletEnv, problems: TProblems): TGoogleWalletSettings | undefined {
  const given = requiredOf(env, GOOGLE_REQUIRED, problems);
  if (!given) return undefined;
  const file = given.GOOGLE_WALLET_SERVICE_ACCOUNT;
  const bytes = readSetting('GOOGLE_WALLET_SERVICE_ACCOUNT', file, problems);
  if (!bytes) return undefined;
  let account: { client_email?: unknown; private_key?: unknown };
  try {
    account = JSON.parse(bytes.toString('utf8')) as typeof account;
  } catch {
    problem(problems, 'GOOGLE_WALLET_SERVICE_ACCOUNT', 'is not a JSON key file', file);
    return undefined;
  }
  if (typeof account.client_email !== 'string' || account.client_email === '' || typeof account.private_key !== 'string') {
    problem(problems, 'GOOGLE_WALLET_SERVICE_ACCOUNT', 'is not a service account key file (client_email and private_key)', file);
    return undefined;
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(account.private_key);
  } catch {
    problem(problems, 'GOOGLE_WALLET_SERVICE_ACCOUNT', 'has a private_key that is not a PEM private key', file);
    return undefined;
  }
  if (privateKey.asymmetricKeyType !== 'rsa') {
    problem(problems, 'GOOGLE_WALLET_SERVICE_ACCOUNT', 'has a private_key that is not an RSA key (RS256)', file);
    return undefined;
  }
  return { issuerId: given.GOOGLE_WALLET_ISSUER_ID, clientEmail: account.client_email, privateKey };
}

/** The wallets' settings from the environment, and every problem found, worded for ConfigError. */
export function loadWalletSettings(env: TWalletEnv): { wallet: TWalletConfig; problems: string[] } {
  const problems: TProblems = [];
  const wallet = { apple: appleOf(env, problems), google: googleOf(env, problems) };
  return { wallet, problems };
}
