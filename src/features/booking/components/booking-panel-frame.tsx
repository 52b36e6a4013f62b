import { Box, Heading } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/*
 * The booking panel's frame (docs/product.md §2 Event page and booking): 'card', the page's own panel `#booking`,
 * framed and titled; 'sheet', inside the phone's booking sheet, which is the frame and carries the title.
 */

export function PanelFrame({ variant, children }: { variant: 'card' | 'sheet'; children: ReactNode }) {
  if (variant === 'sheet') return <Box>{children}</Box>;
  return (
    <Box
      as="section"
      id="booking"
      scrollMarginTop="24"
      aria-labelledby="booking-heading"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="brand.emphasized"
      p={{ base: '4', md: '6' }}
      boxShadow="sm"
    >
      {children}
    </Box>
  );
}

/** The panel's heading; in the sheet the drawer's title says it already. */
export function PanelHeading({ variant }: { variant: 'card' | 'sheet' }) {
  if (variant === 'sheet') return null;
  return (
    <Heading as="h2" id="booking-heading" size="xl">
      <Trans>Book tickets</Trans>
    </Heading>
  );
}
