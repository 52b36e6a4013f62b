import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * For text people typed (event, ticket and reward names, holder names), which can be in either
 * language: it takes its own direction (`dir="auto"`) yet lines up with the page, right-aligned in
 * Arabic and left-aligned in English, like the labels around it.
 */
export const PAGE_ALIGNED_TEXT = {
  dir: 'auto',
  css: { textAlign: 'left', _rtl: { textAlign: 'right' } } satisfies SystemStyleObject,
} as const;
