import { z } from 'zod';
import { NO_DIRECTION_OVERRIDES_PATTERN, NUL, TEXT_MESSAGES } from './safe-text';

// The rules and their message live in contract/safe-text.ts (zod/mini, light for the web app's first load).
export { hasUnsafeCharacters, NO_DIRECTION_OVERRIDES_PATTERN, NUL, TEXT_MESSAGES } from './safe-text';

/**
 * `z.string()` for text people write and others read (names, titles, descriptions, messages, searches):
 * the same checks and messages follow with `.trim().min().max()` as usual.
 */
export function safeString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .regex(NO_DIRECTION_OVERRIDES_PATTERN, TEXT_MESSAGES.unsafeCharacters)
    .refine((value) => !value.includes(NUL), TEXT_MESSAGES.unsafeCharacters);
}
