import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * For a block that usually starts below the first screen (docs/architecture.md §10): the browser skips its
 * style, layout and paint until it nears the viewport, so the first paint and the page's start-up work only
 * on what shows. The estimate stands in for its height until it has been rendered once (then the real height
 * is remembered: `auto`), so the scrollbar barely moves. Its text stays in the page for search, find-in-page
 * and assistive technology.
 */
export function renderWhenNear(estimatedHeight: string): SystemStyleObject {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${estimatedHeight}` };
}
