import { z } from 'zod';
import { AUTH_MESSAGES, confirmed, ZPasswordSchema } from '../../../contract/auth';
import { ZUserEmailSchema, ZUserNameSchema } from '../../../contract/users';

/** The personal details form: the name only; the email changes through its own confirmed form below. */
export const ZProfileFormSchema = z.object({ name: ZUserNameSchema });
export type TProfileFormInput = z.input<typeof ZProfileFormSchema>;
export type TProfileFormOutput = z.output<typeof ZProfileFormSchema>;

/** docs/product.md §5 "Password change: new and confirm must match (Passwords do not match!)". */
export const ZPasswordFormSchema = confirmed(
  z.object({
    current_password: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired),
    password: ZPasswordSchema,
    password_confirmation: z.string(),
  }),
);
export type TPasswordFormInput = z.input<typeof ZPasswordFormSchema>;
export type TPasswordFormOutput = z.output<typeof ZPasswordFormSchema>;

/** The change email form: the new address and the current password (POST auth/email). */
export const ZChangeEmailFormSchema = z.object({
  email: ZUserEmailSchema,
  current_password: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired),
});
export type TChangeEmailFormInput = z.input<typeof ZChangeEmailFormSchema>;
export type TChangeEmailFormOutput = z.output<typeof ZChangeEmailFormSchema>;
