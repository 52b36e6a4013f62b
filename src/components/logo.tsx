import { HStack, Image, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

type LogoProps = {
  /** Text colour of the word mark. */
  color?: string;
  to?: '/' | '/dashboard/events' | '/dashboard/scan';
};

/** The ticket mark plus "Tadhkira" in English or "تذكرة" in Arabic. */
export function Logo({ color = 'brand.fg', to = '/' }: LogoProps) {
  return (
    <Link to={to}>
      <HStack gap="2" color={color}>
        <Image src="/favicon.svg" alt="" htmlWidth="32" htmlHeight="32" boxSize="8" flexShrink="0" />
        <Text as="span" fontWeight="bold" fontSize="xl" letterSpacing="tight">
          <Trans>Tadhkira</Trans>
        </Text>
      </HStack>
    </Link>
  );
}
