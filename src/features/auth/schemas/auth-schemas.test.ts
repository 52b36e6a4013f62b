import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../../contract/auth';
import { USER_MESSAGES } from '../../../../contract/users';
import { LOGIN_FORM_DEFAULTS, toLoginRequest, ZLoginFormSchema } from './login.schema';
import { ZVerifyPhoneFormSchema } from './phone.schema';
import { REGISTER_FORM_DEFAULTS, toRegisterRequest, ZRegisterFormSchema } from './register.schema';

function messagesByField(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('register form', () => {
  it('reports every docs/product.md §5 message at once on an empty form', () => {
    const result = ZRegisterFormSchema.safeParse({ ...REGISTER_FORM_DEFAULTS, country_code: '', mobile: '12' });
    expect(messagesByField(result)).toEqual({
      name: USER_MESSAGES.nameRequired,
      email: USER_MESSAGES.emailInvalid,
      password: AUTH_MESSAGES.passwordTooShort,
      country_code: AUTH_MESSAGES.countryCodeRequired,
      mobile: AUTH_MESSAGES.mobileInvalid,
      agree_terms: AUTH_MESSAGES.agreeTermsRequired,
    });
  });

  it('builds the API body with an optional mobile in Arabic digits and the UI language', () => {
    const form = ZRegisterFormSchema.parse({
      name: ' Aisha ',
      email: 'Aisha@Example.OM',
      password: 'secret1',
      country_code: '+968',
      mobile: '٩١٢٣٤٥٦٧',
      agree_terms: true,
    });
    expect(toRegisterRequest(form, 'ar')).toEqual({
      name: 'Aisha',
      email: 'aisha@example.om',
      password: 'secret1',
      country_code: '+968',
      mobile: '91234567',
      agree_terms: true,
      locale: 'ar',
    });
    expect(toRegisterRequest({ ...form, mobile: '' }, 'en').mobile).toBeUndefined();
  });
});

describe('login form', () => {
  it('checks only the field of the chosen method', () => {
    const email = ZLoginFormSchema.safeParse({ ...LOGIN_FORM_DEFAULTS, email: 'nope', mobile: 'x', password: 'secret1' });
    expect(messagesByField(email)).toEqual({ email: USER_MESSAGES.emailInvalid });
    const mobile = ZLoginFormSchema.safeParse({ ...LOGIN_FORM_DEFAULTS, method: 'mobile', mobile: '123', password: '123' });
    expect(messagesByField(mobile)).toEqual({ mobile: AUTH_MESSAGES.mobileInvalid, password: AUTH_MESSAGES.passwordTooShort });
  });

  it('sends a mobile login as E.164 whatever the spelling', () => {
    const form = ZLoginFormSchema.parse({ ...LOGIN_FORM_DEFAULTS, method: 'mobile', mobile: '9123 4567', password: 'secret1' });
    expect(toLoginRequest(form)).toEqual({ login: '+96891234567', password: 'secret1' });
    const byEmail = ZLoginFormSchema.parse({ ...LOGIN_FORM_DEFAULTS, email: ' user@tadhkira.om ', password: 'secret1' });
    expect(toLoginRequest(byEmail)).toEqual({ login: 'user@tadhkira.om', password: 'secret1' });
  });
});

describe('verification code', () => {
  it('accepts six digits, pasted with a space or typed in Arabic digits', () => {
    expect(ZVerifyPhoneFormSchema.parse({ otp: '123 456' }).otp).toBe('123456');
    expect(ZVerifyPhoneFormSchema.parse({ otp: '١٢٣٤٥٦' }).otp).toBe('123456');
    expect(ZVerifyPhoneFormSchema.safeParse({ otp: '12345' }).error?.issues[0]?.message).toBe(AUTH_MESSAGES.otpFormat);
  });
});
