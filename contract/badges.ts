import { z } from 'zod';

/** Chakra colour palettes a badge may use (docs/product.md §3: a badge has a colour class). */
export const BADGE_COLORS = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'] as const;
export const ZBadgeColorSchema = z.enum(BADGE_COLORS);
export type TBadgeColor = z.infer<typeof ZBadgeColorSchema>;
