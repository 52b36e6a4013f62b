import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CoinIcon, SparklesIcon, TicketIcon } from '../../../components/icons';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { renderWhenNear } from '../../../theme/offscreen';

type StepProps = {
  number: number;
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
};

function Step({ number, icon, title, children }: StepProps) {
  const locale = useAppLocale();
  return (
    <Stack as="li" gap="4" p="6" bg="white" rounded="2xl" borderWidth="1px" borderColor="border.muted" position="relative">
      <Box
        position="absolute"
        top="4"
        insetEnd="5"
        fontSize="5xl"
        fontWeight="bold"
        color="sand.200"
        lineHeight="1"
        aria-hidden="true"
      >
        {formatCount(number, locale)}
      </Box>
      <Box bg="brand.solid" color="brand.contrast" p="3" rounded="xl" w="fit-content">
        {icon}
      </Box>
      <Heading as="h3" size="lg">
        {title}
      </Heading>
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}

/** docs/product.md §2: the three steps — book an event, variety, save more. */
export function HowItWorks() {
  return (
    <Box as="section" aria-labelledby="how-heading" py={{ base: '12', md: '20' }} css={renderWhenNear('1200px')}>
      <Container maxW="7xl">
        <Stack gap={{ base: '8', md: '10' }}>
          <Stack gap="2" textAlign="center" align="center">
            <Heading as="h2" id="how-heading" size={{ base: '2xl', md: '3xl' }} color="brand.fg">
              <Trans>How it works</Trans>
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              <Trans>Three simple steps from discovering an event to walking through the door.</Trans>
            </Text>
          </Stack>
          <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 3 }} gap="6">
            <Step number={1} icon={<TicketIcon boxSize="6" />} title={<Trans>Book an event</Trans>}>
              <Trans>Pick your tickets and pay in a few taps. Your pass is ready on your phone, even offline.</Trans>
            </Step>
            <Step number={2} icon={<SparklesIcon boxSize="6" />} title={<Trans>Variety</Trans>}>
              <Trans>Concerts, festivals, sports, workshops and family days in every corner of Oman.</Trans>
            </Step>
            <Step number={3} icon={<CoinIcon boxSize="6" />} title={<Trans>Save more</Trans>}>
              <Trans>Earn coins with every booking and every visit, and spend them on rewards.</Trans>
            </Step>
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
