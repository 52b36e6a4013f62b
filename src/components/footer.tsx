import {
  Box,
  Container,
  Grid,
  GridItem,
  Heading,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { formatYear } from '../lib/numbers';
import { useAppLocale } from '../lib/store';
import { JoinCommunityForm } from './join-community-form';
import { Logo } from './logo';
import { renderWhenNear } from '../theme/offscreen';


type FooterColumnProps = {
  title: ReactNode;
  children: ReactNode;
};

function FooterColumn({ title, children }: FooterColumnProps) {
  const headingId = useId();
  return (
    <Stack gap="3" as="nav" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="sm" color="white">
        {title}
      </Heading>
      <Stack gap="2" fontSize="sm">
        {children}
      </Stack>
    </Stack>
  );
}

// Only links that lead somewhere (issue 15): the company pages and the operator's social accounts do not exist yet.
const FOOTER_COLUMNS = { base: '1fr', sm: '1fr 1fr', lg: '1.4fr 1fr 1.6fr' } as const;

const footerLinkStyle = { color: 'whiteAlpha.800', _hover: { color: 'white', textDecoration: 'underline' } } as const;

export function Footer() {
  const locale = useAppLocale();
  // The locale's digits, never grouped ("© ٢٠٢٦", not "2,026"): docs/product.md §9.
  const year = formatYear(new Date().getFullYear(), locale);
  return (
    <Box as="footer" bg="brand.950" color="whiteAlpha.900" mt="16" css={renderWhenNear('700px')}>
      <Container maxW="7xl" py={{ base: '10', md: '14' }}>
        <Grid templateColumns={FOOTER_COLUMNS} gap={{ base: '8', lg: '10' }}>
          <Stack gap="3">
            <Logo color="white" />
            <Text fontSize="sm" color="whiteAlpha.800">
              <Trans>Events, tickets and rewards across Oman.</Trans>
            </Text>
            <Text fontSize="sm" color="whiteAlpha.700">
              <Trans>We reply within 24-48 hours. Phone support Saturday to Thursday, 9am to 5pm.</Trans>
            </Text>
          </Stack>
          <FooterColumn title={<Trans>Help</Trans>}>
            <ChakraLink asChild {...footerLinkStyle}>
              <Link to="/terms">
                <Trans>Terms of use</Trans>
              </Link>
            </ChakraLink>
            <ChakraLink asChild {...footerLinkStyle}>
              <Link to="/privacy-policy">
                <Trans>Privacy policy</Trans>
              </Link>
            </ChakraLink>
            <ChakraLink asChild {...footerLinkStyle}>
              <Link to="/contact">
                <Trans>Support</Trans>
              </Link>
            </ChakraLink>
          </FooterColumn>
          <GridItem>
            <Stack gap="3">
              <Heading as="h2" size="sm" color="white">
                <Trans>Join our community</Trans>
              </Heading>
              <Text fontSize="sm" color="whiteAlpha.800">
                <Trans>New events and offers in your inbox, a few times a month.</Trans>
              </Text>
              <JoinCommunityForm />
            </Stack>
          </GridItem>
        </Grid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt="10" pt="6">
          <Text fontSize="sm" color="whiteAlpha.700">
            <Trans>© {year} Tadhkira. All rights reserved.</Trans>
          </Text>
        </Box>
      </Container>
    </Box>
  );
}
