import { randomInt } from 'node:crypto';

export type TTestAccount = {
  name: string;
  email: string;
  password: string;
  /** Omani national mobile number (8 digits, starting with 9). */
  mobile: string;
  /** The same number as stored and texted: E.164. */
  phone: string;
};

/**
 * A fresh identity per test: the server keeps rate limits per email and per phone, and both
 * projects (desktop, phone) share one server.
 */
export function newAccount(name = 'Salim Al-Habsi'): TTestAccount {
  const tag = `${Date.now().toString(36)}${randomInt(1_000, 9_999)}`;
  const mobile = `9${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return { name, email: `e2e-${tag}@example.om`, password: `Pw-${tag}`, mobile, phone: `+968${mobile}` };
}
