import { createIcon } from '@chakra-ui/react';
import { stroke } from './icon-stroke';

/*
 * The promo code's icon (docs/product.md §10 Promo codes), in the style of ./icons (24×24, stroke = currentColor):
 * a price tag, on the booking panel and in the dashboard. A module of its own so it loads with those screens only.
 */

export const TagIcon = createIcon({
  displayName: 'TagIcon',
  path: [
    <path key="a" {...stroke} d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />,
    <path key="b" {...stroke} d="M7.5 7.5h.01" />,
  ],
});
