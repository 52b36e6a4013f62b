import { z } from 'zod';
import { AUTH_MESSAGES, nationalMobileNumber, OTP_LENGTH } from '../../../../contract/auth';
import { toLatinDigits } from '../../../lib/form-errors';

/** docs/product.md §5 "Please enter a valid phone number." */
export const ZUpdatePhoneFormSchema = z
  .object({
    country_code: z.string().min(1, AUTH_MESSAGES.countryCodeRequired),
    phone_number: z.string().trim().transform(toLatinDigits),
  })
  .superRefine((value, ctx) => {
    if (nationalMobileNumber(value.country_code, value.phone_number) === null) {
      ctx.addIssue({ code: 'custom', path: ['phone_number'], message: AUTH_MESSAGES.phoneInvalid });
    }
  });
export type TUpdatePhoneFormInput = z.input<typeof ZUpdatePhoneFormSchema>;
export type TUpdatePhoneFormOutput = z.output<typeof ZUpdatePhoneFormSchema>;

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** docs/product.md §5 "Please enter a valid 6-digit code." Spaces from a pasted "123 456" are dropped. */
export const ZVerifyPhoneFormSchema = z.object({
  otp: z
    .string()
    .transform((raw) => toLatinDigits(raw).replace(/\s+/g, ''))
    .refine((otp) => OTP_PATTERN.test(otp), AUTH_MESSAGES.otpFormat),
});
export type TVerifyPhoneFormInput = z.input<typeof ZVerifyPhoneFormSchema>;
export type TVerifyPhoneFormOutput = z.output<typeof ZVerifyPhoneFormSchema>;
