import { Button, Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormPageFrameProps = {
  /** The way back (All events, the event's page), a router Link. */
  back: ReactNode;
  title: ReactNode;
  children: ReactNode;
};

/** The page around a dashboard form: a way back, the heading, then the form. */
export function FormPageFrame({ back, title, children }: FormPageFrameProps) {
  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }} px={{ base: '3', sm: '6' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ps="1">
          {back}
        </Button>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg" textAlign="start">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}
