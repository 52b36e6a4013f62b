import { Box, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { usePageTitle } from '../../../components/use-page-title';
import { PAGE_DESCRIPTIONS, PAGE_TITLES } from '../../../lib/page-meta';
import { ContactForm } from './contact-form';

type InfoRowProps = {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
};

function InfoRow({ icon, title, children }: InfoRowProps) {
  return (
    <HStack gap="3" align="flex-start">
      <Box bg="whiteAlpha.200" color="white" p="2.5" rounded="lg" flexShrink="0">
        {icon}
      </Box>
      <Stack gap="0.5">
        <Text fontWeight="semibold">{title}</Text>
        <Text color="whiteAlpha.800" fontSize="sm">
          {children}
        </Text>
      </Stack>
    </HStack>
  );
}

/** /contact: how to reach the operator (docs/product.md §1: reply in 24-48 hours; phone Sat–Thu, 9am–5pm) and the form. */
export function ContactPage() {
  const { t } = useLingui();
  usePageTitle(t(PAGE_TITLES.contact));
  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '6', md: '10' }}>
        <Stack gap="2" maxW="2xl">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="brand.fg">
            <Trans>Contact us</Trans>
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {t(PAGE_DESCRIPTIONS.contact)}
          </Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap={{ base: '6', lg: '8' }} alignItems="start">
          <Stack as="aside" gap="6" p={{ base: '5', md: '7' }} bg="brand.900" color="white" rounded="2xl" aria-label={t`Contact details`}>
            <InfoRow icon={<MailIcon boxSize="5" />} title={<Trans>Response time</Trans>}>
              <Trans>We reply to every message within 24-48 hours.</Trans>
            </InfoRow>
            <InfoRow icon={<PhoneIcon boxSize="5" />} title={<Trans>Phone support</Trans>}>
              <Trans>Saturday to Thursday, 9am to 5pm.</Trans>
            </InfoRow>
            <InfoRow icon={<ClockIcon boxSize="5" />} title={<Trans>Time zone</Trans>}>
              <Trans>All times are Oman time (GMT+4).</Trans>
            </InfoRow>
          </Stack>
          <Box bg="white" rounded="2xl" borderWidth="1px" borderColor="border.muted" p={{ base: '5', md: '8' }}>
            <ContactForm />
          </Box>
        </Grid>
      </Stack>
    </Container>
  );
}
