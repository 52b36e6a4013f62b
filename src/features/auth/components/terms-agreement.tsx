import { Box, chakra, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type TermsAgreementProps = {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
};

/** docs/product.md §5: agreeing to the terms of use and the privacy policy is required. Links open a new tab, keeping the form. */
export function TermsAgreement({ registration, error }: TermsAgreementProps) {
  const errorId = useId();
  return (
    <Stack gap="1.5">
      <chakra.label display="flex" gap="2.5" alignItems="flex-start" fontSize="sm" cursor="pointer">
        <chakra.input
          type="checkbox"
          boxSize="4"
          mt="0.5"
          flexShrink="0"
          accentColor="brand.solid"
          cursor="pointer"
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? errorId : undefined}
          {...registration}
        />
        <Box as="span">
          <Trans>
            I agree to the{' '}
            <ChakraLink asChild color="brand.fg" textDecoration="underline">
              <Link to="/terms" target="_blank" rel="noopener">
                Terms of Use
              </Link>
            </ChakraLink>{' '}
            and the{' '}
            <ChakraLink asChild color="brand.fg" textDecoration="underline">
              <Link to="/privacy-policy" target="_blank" rel="noopener">
                Privacy Policy
              </Link>
            </ChakraLink>
            .
          </Trans>
        </Box>
      </chakra.label>
      {error !== undefined ? (
        <Text id={errorId} fontSize="xs" color="fg.error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
