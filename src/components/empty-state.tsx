import { Box, Center, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  /** An icon, already sized and coloured by the caller (its colour says empty, offline or failed). */
  icon?: ReactNode;
  title: ReactNode;
  /** The explanation and any way out (Try again, Browse events). */
  children?: ReactNode;
  /** The title's level in the page's outline: h2 under a page's h1, h3 inside a titled section. */
  headingAs?: 'h2' | 'h3';
  headingSize?: 'md' | 'lg';
  /** A dashed card with the icon in a tinted circle, for a state that stands in a page section. */
  framed?: boolean;
};

/** The one message a list or page shows when it has nothing to show, or could not load. */
export function EmptyState({ icon, title, children, headingAs = 'h2', headingSize = 'md', framed = false }: EmptyStateProps) {
  return (
    <Center
      py={framed ? '16' : '12'}
      px={framed ? '6' : '4'}
      {...(framed ? { bg: 'white', rounded: 'xl', borderWidth: '1px', borderStyle: 'dashed', borderColor: 'border' } : {})}
    >
      <Stack align="center" gap="3" textAlign="center" maxW="md">
        {framed && icon ? (
          <Box bg="brand.subtle" color="brand.fg" p="3" rounded="full">
            {icon}
          </Box>
        ) : (
          icon
        )}
        <Heading as={headingAs} size={headingSize}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Center>
  );
}
