import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type StatusScreenProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
};

/** Centered message screen shared by the 404, error and placeholder views. */
export function StatusScreen({ icon, title, description, actions }: StatusScreenProps) {
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="center" textAlign="center">
        {icon}
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" fontSize="lg">
            {description}
          </Text>
        ) : null}
        {actions}
      </Stack>
    </Container>
  );
}
