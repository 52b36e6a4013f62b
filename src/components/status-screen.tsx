import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

type StatusScreenProps = {
  icon?: ReactNode;
  /** Sets the icon in a brand-tinted circle (a screen that is waiting, not one that failed). */
  iconTinted?: boolean;
  /** The heading, and the document title too. */
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
};

/** Centered message screen shared by the 404, error and placeholder views. */
export function StatusScreen({ icon, iconTinted = false, title, description, actions }: StatusScreenProps) {
  usePageTitle(title);
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }}>
      <Stack gap="5" align="center" textAlign="center">
        {iconTinted && icon ? (
          <Box bg="brand.subtle" color="brand.fg" p="4" rounded="full">
            {icon}
          </Box>
        ) : (
          icon
        )}
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
