import { z } from 'zod';
import { safeString } from './text';
import { ZIdSchema } from './ids';
import { successEnvelope, ZLocaleSchema } from './common';

export const ZJoinCommunityRequestSchema = z.object({
  email: z.email('Please enter a valid email address.').max(254).transform((e) => e.trim().toLowerCase()),
  locale: ZLocaleSchema.optional(),
});
export type TJoinCommunityRequest = z.input<typeof ZJoinCommunityRequestSchema>;

export const ZJoinCommunityResponseSchema = successEnvelope(
  z.object({ message: z.string(), already_member: z.boolean() }),
);
export type TJoinCommunityResponse = z.infer<typeof ZJoinCommunityResponseSchema>;

export const ZContactRequestSchema = z.object({
  name: safeString().trim().min(1, 'Name is required.').max(100),
  email: z.email('Invalid email address.').max(254),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[\d\s-]{6,20}$/, 'Invalid phone number.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  subject: safeString().trim().min(1, 'Subject is required.').max(150),
  message: safeString().trim().min(1, 'Message is required.').max(5000),
  locale: ZLocaleSchema.optional(),
});
export type TContactRequest = z.input<typeof ZContactRequestSchema>;

export const ZContactResponseSchema = successEnvelope(z.object({ id: ZIdSchema }));
export type TContactResponse = z.infer<typeof ZContactResponseSchema>;
