import {
  Box,
  Container,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { InstagramIcon, LinkedInIcon, XLogoIcon } from './icons';
import { JoinCommunityForm } from './join-community-form';
import { Logo } from './logo';

// The operator's own social accounts are not known yet, so these link to the networks' home pages.
const SOCIAL_LINKS = [
  { href: 'https://www.instagram.com/', label: msg`Tadhkira on Instagram`, Icon: InstagramIcon },
  { href: 'https://x.com/', label: msg`Tadhkira on X`, Icon: XLogoIcon },
  { href: 'https://www.linkedin.com/', label: msg`Tadhkira on LinkedIn`, Icon: LinkedInIcon },
] as const;

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

const FOOTER_COLUMNS = { base: '1fr', sm: '1fr 1fr', lg: '1.4fr 1fr 1fr 1fr 1.6fr' } as const;

const footerLinkStyle = { color: 'whiteAlpha.800', _hover: { color: 'white', textDecoration: 'underline' } } as const;

export function Footer() {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.950" color="whiteAlpha.900" mt="16">
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
          <FooterColumn title={<Trans>Company</Trans>}>
            <ChakraLink href="#about" {...footerLinkStyle}>
              <Trans>About us</Trans>
            </ChakraLink>
            <ChakraLink href="#careers" {...footerLinkStyle}>
              <Trans>Careers</Trans>
            </ChakraLink>
            <ChakraLink href="#blog" {...footerLinkStyle}>
              <Trans>Blog</Trans>
            </ChakraLink>
          </FooterColumn>
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
          <FooterColumn title={<Trans>Connect</Trans>}>
            <HStack gap="1">
              {SOCIAL_LINKS.map(({ href, label, Icon }) => (
                <IconButton key={href} asChild variant="ghost" size="sm" color="whiteAlpha.900" _hover={{ bg: 'whiteAlpha.200' }}>
                  <a href={href} target="_blank" rel="noopener noreferrer" aria-label={i18n._(label)}>
                    <Icon />
                  </a>
                </IconButton>
              ))}
            </HStack>
          </FooterColumn>
          <GridItem colSpan={{ sm: 2, lg: 1 }}>
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
