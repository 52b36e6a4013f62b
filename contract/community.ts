import * as z from 'zod/mini';
import { safeText } from './safe-text';
import { ZIdSchema } from './ids';
import { successEnvelope, ZLocaleSchema } from './common';

export const ZJoinCommunityRequestSchema = z.object({
  email: z.pipe(
    z.email('Please enter a valid email address.').check(z.maxLength(254)),
    z.transform((e: string) => e.trim().toLowerCase()),
  ),
  locale: z.optional(ZLocaleSchema),
});
export type TJoinCommunityRequest = z.input<typeof ZJoinCommunityRequestSchema>;

export const ZJoinCommunityResponseSchema = successEnvelope(z.object({ message: z.string(), already_member: z.boolean() }));
export type TJoinCommunityResponse = z.infer<typeof ZJoinCommunityResponseSchema>;

export const ZContactRequestSchema = z.object({
  name: safeText(undefined, z.trim(), z.minLength(1, 'Name is required.'), z.maxLength(100)),
  email: z.email('Invalid email address.').check(z.maxLength(254)),
  phone: z.union([
    z.optional(z.string().check(z.trim(), z.maxLength(30), z.regex(/^\+?[\d\s-]{6,20}$/, 'Invalid phone number.'))),
    z.pipe(
      z.literal(''),
      z.transform(() => undefined),
    ),
  ]),
  subject: safeText(undefined, z.trim(), z.minLength(1, 'Subject is required.'), z.maxLength(150)),
  message: safeText(undefined, z.trim(), z.minLength(1, 'Message is required.'), z.maxLength(5000)),
  locale: z.optional(ZLocaleSchema),
});
export type TContactRequest = z.input<typeof ZContactRequestSchema>;

export const ZContactResponseSchema = successEnvelope(z.object({ id: ZIdSchema }));
export type TContactResponse = z.infer<typeof ZContactResponseSchema>;
