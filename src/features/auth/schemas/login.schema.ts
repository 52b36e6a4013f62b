import { z } from 'zod';
import { AUTH_MESSAGES, nationalMobileNumber, ZPasswordSchema, type TLoginRequest } from '../../../../contract/auth';
import { USER_MESSAGES } from '../../../../contract/users';
import { toLatinDigits } from '../../../lib/form-errors';
import { DEFAULT_COUNTRY_CODE } from '../country-codes';

export const LOGIN_METHODS = ['email', 'mobile'] as const;
export type TLoginMethod = (typeof LOGIN_METHODS)[number];

/** The login form (docs/product.md §5 "Login: mobile or email valid; password at least 6 characters"). */
export const ZLoginFormSchema = z
  .object({
    method: z.enum(LOGIN_METHODS),
    email: z.string().trim(),
    country_code: z.string(),
    mobile: z.string().transform(toLatinDigits),
    password: ZPasswordSchema,
  })
  .superRefine(
    (value, ctx) => {
      if (value.method === 'email' && !z.email().safeParse(value.email).success) {
        ctx.addIssue({ code: 'custom', path: ['email'], message: USER_MESSAGES.emailInvalid });
      }
      if (value.method === 'mobile' && nationalMobileNumber(value.country_code, value.mobile) === null) {
        ctx.addIssue({ code: 'custom', path: ['mobile'], message: AUTH_MESSAGES.mobileInvalid });
      }
    },
    // Checked even when the password fails, so every problem shows at once.
    { when: () => true },
  );
export type TLoginFormInput = z.input<typeof ZLoginFormSchema>;
export type TLoginFormOutput = z.output<typeof ZLoginFormSchema>;

export const LOGIN_FORM_DEFAULTS: TLoginFormInput = {
  method: 'email',
  email: '',
  country_code: DEFAULT_COUNTRY_CODE,
  mobile: '',
  password: '',
};

/** The API's one `login` field: the email, or the mobile in E.164 so any country works. */
export function toLoginRequest(form: TLoginFormOutput): TLoginRequest {
  if (form.method === 'email') return { login: form.email, password: form.password };
  const national = nationalMobileNumber(form.country_code, form.mobile) ?? form.mobile;
  return { login: `${form.country_code}${national}`, password: form.password };
}
