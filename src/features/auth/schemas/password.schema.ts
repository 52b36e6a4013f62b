import { z } from 'zod';
import { confirmed, ZPasswordSchema } from '../../../../contract/auth';
import { ZUserEmailSchema } from '../../../../contract/users';

export const ZForgotPasswordFormSchema = z.object({ email: ZUserEmailSchema });
export type TForgotPasswordFormInput = z.input<typeof ZForgotPasswordFormSchema>;
export type TForgotPasswordFormOutput = z.output<typeof ZForgotPasswordFormSchema>;

/** New password twice (docs/product.md §5 "Passwords do not match!"). */
export const ZResetPasswordFormSchema = confirmed(
  z.object({
    email: ZUserEmailSchema,
    password: ZPasswordSchema,
    password_confirmation: z.string(),
  }),
);
export type TResetPasswordFormInput = z.input<typeof ZResetPasswordFormSchema>;
export type TResetPasswordFormOutput = z.output<typeof ZResetPasswordFormSchema>;
