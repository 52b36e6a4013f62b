import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import { credit } from '../modules/coins/coins.ledger';
import { generateToken, sha256Hex } from '../lib/tokens';

/*
 * Signed-in users for API tests without going through register, OTP and login: a user row and a live
 * bearer token, inserted directly. The password hash is a placeholder, so these users cannot log in.
 */

export type TTestUser = { id: number; name: string; email: string; token: string };

export type TTestUserOptions = {
  name?: string;
  /** Default true: booking needs a verified phone. */
  phoneVerified?: boolean;
  /** Starting balance in coin hundredths, written to the ledger as a welcome bonus. */
  coins?: number;
  locale?: 'en' | 'ar';
  roleId?: 1 | 2 | 3;
};

let counter = 0;

export async function createTestUser(db: Db, options: TTestUserOptions = {}): Promise<TTestUser> {
  counter += 1;
  const unique = `${process.pid}${String(counter).padStart(5, '0')}`;
  const name = options.name ?? `Test Buyer ${counter}`;
  const email = `buyer.${unique}.${Date.now()}@example.om`;
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: 'not-a-password-hash',
      phone: `+9689${unique.slice(-7).padStart(7, '0')}`,
      phoneVerifiedAt: options.phoneVerified === false ? null : now,
      locale: options.locale ?? 'en',
      roleId: options.roleId ?? 2,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('test user insert returned no row');
  const coins = options.coins ?? 0;
  if (coins > 0) await credit(db, { userId: user.id, amount: coins, kind: 'bonus' });
  const token = generateToken();
  await db.insert(authTokens).values({ userId: user.id, tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000) });
  return { id: user.id, name, email, token };
}

export function bearerOf(user: { token: string }): { authorization: string } {
  return { authorization: `Bearer ${user.token}` };
}
