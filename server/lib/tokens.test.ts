import { describe, expect, it } from 'vitest';
import { generateOtp, generateToken, hashOtp, sha256Hex, verifyOtp } from './tokens';

describe('tokens', () => {
  it('makes 32-byte base64url tokens that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => generateToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(generateToken(), 'base64url')).toHaveLength(32);
  });

  it('hashes with SHA-256 in hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes six-digit codes, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, () => generateOtp());
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });

  it('salts OTP hashes per code and verifies only the right code', () => {
    const a = hashOtp('123456');
    const b = hashOtp('123456');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456');
    expect(verifyOtp('123456', a)).toBe(true);
    expect(verifyOtp('123456', b)).toBe(true);
    expect(verifyOtp('123457', a)).toBe(false);
    expect(verifyOtp('123456', 'garbage')).toBe(false);
    expect(verifyOtp('123456', 'v1$salt$abcd')).toBe(false);
  });
});
