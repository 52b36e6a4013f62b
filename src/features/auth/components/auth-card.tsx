import { Box, Container, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/use-page-title';

type AuthCardProps = {
  /** Also the document title. */
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Below the card: "Already have an account? Log in" and the like. */
  footer?: ReactNode;
};

/** The frame of every account screen: one centred card, full width on phones. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Container maxW="md" py={{ base: '6', md: '14' }}>
      <Box bg="bg" rounded="2xl" borderWidth="1px" borderColor="border.muted" boxShadow="sm" px={{ base: '5', md: '8' }} py={{ base: '6', md: '8' }}>
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="brand.fg">
              {title}
            </Heading>
            {description ? <Text color="fg.muted">{description}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Box>
      {footer ? (
        <Text textAlign="center" mt="6" color="fg.muted" fontSize="sm">
          {footer}
        </Text>
      ) : null}
    </Container>
  );
}

/** The footer of the password screens: the way back to the login page. */
export function BackToLoginLink() {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="semibold">
      <Link to="/login">
        <Trans>Back to login</Trans>
      </Link>
    </ChakraLink>
  );
}
