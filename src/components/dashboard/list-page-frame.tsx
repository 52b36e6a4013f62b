import { Container, Heading, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type ListPageFrameProps = {
  title: ReactNode;
  /** The page's one action beside its heading ("Create event"), a router Link in a Button; optional. */
  action?: ReactNode;
  children: ReactNode;
};

/** The page around a dashboard list: the heading and its action, then the search, the filters and the list. */
export function ListPageFrame({ title, action, children }: ListPageFrameProps) {
  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
            {title}
          </Heading>
          {action}
        </HStack>
        {children}
      </Stack>
    </Container>
  );
}
