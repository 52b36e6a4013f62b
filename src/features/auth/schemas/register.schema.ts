import { z } from 'zod';
import { AUTH_MESSAGES, nationalMobileNumber, normalizeCountryCode, ZPasswordSchema, type TRegisterRequest } from '../../../../contract/auth';
import type { TLocale } from '../../../../contract/common';
import { ZUserEmailSchema, ZUserNameSchema } from '../../../../contract/users';
import { toLatinDigits } from '../../../lib/form-errors';
import { DEFAULT_COUNTRY_CODE } from '../country-codes';

/** The register form: the contract's rules (docs/product.md §5), with the checkbox as a boolean the form can hold. */
export const ZRegisterFormSchema = z
  .object({
    name: ZUserNameSchema,
    email: ZUserEmailSchema,
    password: ZPasswordSchema,
    country_code: z.string().trim().min(1, AUTH_MESSAGES.countryCodeRequired),
    mobile: z.string().trim().transform(toLatinDigits),
    agree_terms: z.boolean().refine((agreed) => agreed, AUTH_MESSAGES.agreeTermsRequired),
  })
  .superRefine(
    (value, ctx) => {
      const countryCode = normalizeCountryCode(value.country_code);
      if (value.mobile !== '' && (countryCode === null || nationalMobileNumber(countryCode, value.mobile) === null)) {
        ctx.addIssue({ code: 'custom', path: ['mobile'], message: AUTH_MESSAGES.mobileInvalid });
      }
    },
    { when: () => true },
  );
export type TRegisterFormInput = z.input<typeof ZRegisterFormSchema>;
export type TRegisterFormOutput = z.output<typeof ZRegisterFormSchema>;

export const REGISTER_FORM_DEFAULTS: TRegisterFormInput = {
  name: '',
  email: '',
  password: '',
  country_code: DEFAULT_COUNTRY_CODE,
  mobile: '',
  agree_terms: false,
};

export function toRegisterRequest(form: TRegisterFormOutput, locale: TLocale): TRegisterRequest {
  return {
    name: form.name,
    email: form.email,
    password: form.password,
    country_code: form.country_code,
    mobile: form.mobile === '' ? undefined : form.mobile,
    agree_terms: true,
    // The account's language: OTP texts and mails go out in it.
    locale,
  };
}
