import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, homePathFor, safeRedirectPath, redirectSearchSchema } from './guards';

describe('safeRedirectPath', () => {
  it('keeps app paths with their search and hash', () => {
    expect(safeRedirectPath('/profile?tab=security#top')).toBe('/profile?tab=security#top');
    expect(safeRedirectPath('/')).toBe('/');
  });

  it('drops anything that could leave the site (open redirect)', () => {
    for (const raw of ['https://evil.example', '//evil.example', '/\\evil.example', 'profile', '', 42, null, undefined]) {
      expect(safeRedirectPath(raw)).toBeUndefined();
    }
  });

  it('drops a path that TAB, CR or LF turn into another origin (browsers remove them), and cleans them from a safe one', () => {
    for (const raw of ['/\t/example.org/phish', '/\n/example.org', '/\r\n/example.org', '\t//example.org', '/\t\\example.org']) {
      expect(safeRedirectPath(raw), JSON.stringify(raw)).toBeUndefined();
    }
    expect(safeRedirectPath('/my-\ttickets')).toBe('/my-tickets');
    expect(redirectSearchSchema.parse({ redirect: '/%09/example.org/phish'.replace('%09', '\t') })).toEqual({ redirect: undefined });
  });

  it('turns an unsafe ?redirect= into no redirect instead of an error', () => {
    expect(redirectSearchSchema.parse({ redirect: '//evil.example' })).toEqual({ redirect: undefined });
    expect(redirectSearchSchema.parse({ redirect: '/my-tickets' })).toEqual({ redirect: '/my-tickets' });
    expect(redirectSearchSchema.parse({})).toEqual({});
  });
});

describe('destinationAfterSignIn', () => {
  const attendee = { role_id: 2 } as const;
  const verified = { user: attendee, requires_phone: false, requires_phone_verification: false };

  it('sends a pending phone verification to /verify-phone first, carrying the target on', () => {
    expect(destinationAfterSignIn({ user: attendee, requires_phone: false, requires_phone_verification: true }, '/profile')).toEqual({
      to: '/verify-phone',
      redirect: '/profile',
    });
  });

  it('sends an account without a phone to /update-phone', () => {
    expect(destinationAfterSignIn({ user: attendee, requires_phone: true, requires_phone_verification: false }, undefined)).toEqual({
      to: '/update-phone',
      redirect: undefined,
    });
  });

  it('never sends door staff or administrators through the phone screens: they land on the scanner', () => {
    for (const role_id of [1, 3] as const) {
      const noPhone = { user: { role_id }, requires_phone: true, requires_phone_verification: false };
      const unverified = { user: { role_id }, requires_phone: false, requires_phone_verification: true };
      expect(destinationAfterSignIn(noPhone, undefined)).toEqual({ to: 'target', href: '/dashboard/scan' });
      expect(destinationAfterSignIn(unverified, '/dashboard/event/4/scan')).toEqual({ to: 'target', href: '/dashboard/event/4/scan' });
    }
  });

  it('otherwise goes to the redirect target, or home when it is missing or unsafe', () => {
    expect(destinationAfterSignIn(verified, '/my-tickets?status=used')).toEqual({ to: 'target', href: '/my-tickets?status=used' });
    expect(destinationAfterSignIn(verified, undefined)).toEqual({ to: 'target', href: '/' });
    expect(destinationAfterSignIn(verified, 'https://evil.example')).toEqual({ to: 'target', href: '/' });
  });
});

describe('homePathFor', () => {
  it('opens the scanner event list for administrators and door staff, and the site for attendees', () => {
    expect(homePathFor({ role_id: 1 })).toBe('/dashboard/scan');
    expect(homePathFor({ role_id: 3 })).toBe('/dashboard/scan');
    expect(homePathFor({ role_id: 2 })).toBe('/');
  });
});
