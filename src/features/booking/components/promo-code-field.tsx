import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { CheckIcon, ChevronDownIcon } from '../../../components/icons';
import { TagIcon } from '../../../components/promo-icons';
import type { TPromoCodeState } from '../hooks/use-promo-code';

type PromoCodeFieldProps = {
  promo: TPromoCodeState;
  /** While the booking is being sent, the code stays as it is. */
  disabled?: boolean;
};

/** The longest code there is (contract/promo.ts PROMO_CODE_PATTERN). */
const CODE_MAX = 32;

/**
 * "Have a promo code?" (docs/product.md §10 Promo codes): a disclosure with the code's field and Apply; once applied,
 * the code with Remove. Inside the booking form, so Enter in the field applies the code instead of booking.
 */
export function PromoCodeField({ promo, disabled = false }: PromoCodeFieldProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // An applied code keeps the field open: the disclosure only reveals it.
  const expanded = open || promo.applied !== null;

  function toggle() {
    setOpen(!open);
    // The field is there after this render: focus follows the press that opened it.
    if (!open) requestAnimationFrame(() => inputRef.current?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void promo.apply();
  }

  function remove() {
    promo.remove();
    inputRef.current?.focus();
  }

  return (
    <Stack gap="2" data-testid="promo-code">
      {promo.applied !== null ? null : (
        <Button
          type="button"
          variant="plain"
          size="sm"
          alignSelf="flex-start"
          px="0"
          h="auto"
          minH="8"
          color="brand.fg"
          fontWeight="medium"
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={toggle}
        >
          <TagIcon />
          <Trans>Have a promo code?</Trans>
          <ChevronDownIcon transform={expanded ? 'rotate(180deg)' : undefined} transition="transform 0.15s" />
        </Button>
      )}
      <Stack id={regionId} gap="2" hidden={!expanded}>
        <Field.Root invalid={promo.refusal !== null} disabled={disabled}>
          <Field.Label fontSize="sm">
            <Trans>Promo code</Trans>
          </Field.Label>
          <HStack gap="2" w="full" align="flex-start">
            <Input
              ref={inputRef}
              value={promo.input}
              onChange={(event) => promo.setInput(event.target.value)}
              onKeyDown={onKeyDown}
              bg="white"
              flex="1"
              minW="0"
              dir="ltr"
              textAlign="start"
              textTransform="uppercase"
              maxLength={CODE_MAX}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="done"
              data-testid="promo-code-input"
            />
            <Button type="button" variant="outline" flexShrink="0" loading={promo.checking} disabled={disabled} onClick={() => void promo.apply()}>
              <Trans>Apply</Trans>
            </Button>
          </HStack>
          <Field.ErrorText data-testid="promo-code-error">{promo.refusal}</Field.ErrorText>
        </Field.Root>
        {promo.applied !== null ? <AppliedCode code={promo.applied} refused={promo.refusal !== null} disabled={disabled} onRemove={remove} /> : null}
      </Stack>
    </Stack>
  );
}

type AppliedCodeProps = { code: string; refused: boolean; disabled: boolean; onRemove: () => void };

/** The code the order carries, read out when it changes; dimmed while it does not apply to the selection. */
function AppliedCode({ code, refused, disabled, onRemove }: AppliedCodeProps) {
  const codeId = useId();
  return (
    <HStack
      justify="space-between"
      gap="3"
      bg={refused ? 'bg.muted' : 'green.50'}
      color={refused ? 'fg.muted' : 'green.800'}
      borderWidth="1px"
      borderColor={refused ? 'border.muted' : 'green.200'}
      rounded="md"
      ps="3"
      pe="1"
      py="1"
      data-testid="promo-code-applied"
    >
      <HStack gap="2" minW="0" role="status">
        {refused ? <TagIcon flexShrink="0" /> : <CheckIcon flexShrink="0" />}
        <Text fontSize="sm" minW="0" overflowWrap="anywhere">
          {/* Refused for this selection, the code stays, dimmed; the field says why. */}
          {refused ? (
            <Box as="bdi" id={codeId} dir="ltr" fontFamily="mono" fontWeight="semibold">
              {code}
            </Box>
          ) : (
            <Trans>
              Code{' '}
              <Box as="bdi" id={codeId} dir="ltr" fontFamily="mono" fontWeight="semibold">
                {code}
              </Box>{' '}
              applied
            </Trans>
          )}
        </Text>
      </HStack>
      <Button type="button" variant="ghost" size="sm" flexShrink="0" disabled={disabled} aria-describedby={codeId} onClick={onRemove}>
        <Trans>Remove</Trans>
      </Button>
    </HStack>
  );
}
