import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { signingKeys } from '../../db/schema';

/** The active ticket-code signing key as stored (private key as base64 PKCS#8), if any. */
export async function findActiveSigningKey(db: DbExecutor): Promise<{ id: number; privateKey: string } | undefined> {
  const [row] = await db.select({ id: signingKeys.id, privateKey: signingKeys.privateKey }).from(signingKeys).where(eq(signingKeys.active, true)).limit(1);
  return row;
}

/**
 * Stores a new active key unless one exists. The partial unique index on `active` lets only one of two
 * racing processes insert; the loser's insert does nothing and it reads the winner's key.
 */
export async function insertActiveSigningKeyIfNone(db: DbExecutor, key: { publicKey: string; privateKey: string }): Promise<void> {
  await db.insert(signingKeys).values({ algorithm: 'ed25519', publicKey: key.publicKey, privateKey: key.privateKey, active: true }).onConflictDoNothing();
}

/** Public halves of every stored key, the active one first, then retired ones newest first. */
export async function findPublicKeys(db: DbExecutor): Promise<string[]> {
  const rows = await db.select({ publicKey: signingKeys.publicKey }).from(signingKeys).orderBy(desc(signingKeys.active), desc(signingKeys.id));
  return rows.map((row) => row.publicKey);
}
