import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/*
 * The promo code form's own controls. Chakra's radio-group, switch and fieldset recipes are not in the trimmed system
 * (src/theme/system.ts): native controls, which are accessible as they are, take the brand colour.
 */

const BRAND_ACCENT = { accentColor: 'var(--chakra-colors-brand-700)' };

/** Percent off, or a fixed amount off each ticket: two radios under one legend. */
export function KindRadios({ registration }: { registration: UseFormRegisterReturn<'kind'> }) {
  return (
    <chakra.fieldset minW="0">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
        <Trans>Kind of discount</Trans>
      </chakra.legend>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '6' }}>
        <RadioRow registration={registration} value="percent">
          <Trans>Percentage off</Trans>
        </RadioRow>
        <RadioRow registration={registration} value="fixed">
          <Trans>Fixed amount off each ticket</Trans>
        </RadioRow>
      </Stack>
    </chakra.fieldset>
  );
}

function RadioRow({ registration, value, children }: { registration: UseFormRegisterReturn<'kind'>; value: string; children: ReactNode }) {
  return (
    <HStack asChild gap="2.5" py="1.5" cursor="pointer">
      <chakra.label>
        <chakra.input type="radio" value={value} {...registration} boxSize="4" flexShrink="0" css={BRAND_ACCENT} />
        <Text as="span" fontSize="sm">
          {children}
        </Text>
      </chakra.label>
    </HStack>
  );
}

type ActiveSwitchProps = { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode };

/**
 * On or off, as a switch: a native checkbox with the switch role, drawn as a track and a knob that moves to the
 * inline end (the left in Arabic) when on.
 */
export function ActiveSwitch({ checked, onChange, children }: ActiveSwitchProps) {
  return (
    <HStack asChild gap="3" py="1.5" cursor="pointer" align="center">
      <chakra.label>
        <chakra.input
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          appearance="none"
          flexShrink="0"
          position="relative"
          w="10"
          h="6"
          rounded="full"
          bg={checked ? 'brand.solid' : 'gray.300'}
          transition="background 0.15s"
          cursor="pointer"
          focusRingColor="brand.solid"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
          _before={{
            content: '""',
            position: 'absolute',
            top: '0.5',
            insetInlineStart: checked ? '4.5' : '0.5',
            boxSize: '5',
            rounded: 'full',
            bg: 'white',
            boxShadow: 'sm',
            transition: 'inset-inline-start 0.15s',
          }}
        />
        <Text as="span" fontSize="sm">
          {children}
        </Text>
      </chakra.label>
    </HStack>
  );
}
