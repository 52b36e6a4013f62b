import { z } from 'zod';
import { AUTH_MESSAGES, confirmed, ZPasswordSchema } from '../../../contract/auth';
import { ZUserEmailSchema, ZUserNameSchema } from '../../../contract/users';

export const ZProfileFormSchema = z.object({ name: ZUserNameSchema, email: ZUserEmailSchema });
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
