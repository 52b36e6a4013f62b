import { Button, Flex, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PROMO_ADMIN_MESSAGES, type TAdminPromoCode } from '../../../../contract/admin-promo-codes';
import { FormSection } from '../../../components/dashboard/form-section';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { toastSuccess } from '../../../lib/toaster';
import { useCreatePromoCodeMutation, useUpdatePromoCodeMutation } from '../api/dashboard-promo-codes.mutations';
import {
  PROMO_CODE_FORM_FIELDS,
  toPromoCodeFormValues,
  ZPromoCodeFormSchema,
  type TPromoCodeFormInput,
  type TPromoCodeFormOutput,
} from '../promo-code-form.schema';
import { promoFieldMessage } from '../promo-field-messages';
import { ActiveSwitch, KindRadios } from './promo-form-controls';
import { EventSelect, TicketTypesPicker } from './promo-scope-fields';

type PromoCodeFormProps = {
  /** The code to edit; a new one when left out. */
  promoCode?: TAdminPromoCode;
};

/**
 * Create or edit a promo code (docs/product.md §10 Promo codes): the code, percent or fixed OMR off each ticket, an
 * optional event and some of its ticket types, limits counted in tickets, the window in Muscat time, on or off. The
 * server's field errors land on their fields; a code already taken on the code's.
 */
export function PromoCodeForm({ promoCode }: PromoCodeFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createPromoCode = useCreatePromoCodeMutation();
  const updatePromoCode = useUpdatePromoCodeMutation(promoCode?.id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue, control } = useForm<TPromoCodeFormInput, unknown, TPromoCodeFormOutput>({
    resolver: zodResolver(ZPromoCodeFormSchema),
    defaultValues: toPromoCodeFormValues(promoCode),
  });
  const { errors, isSubmitting: busy } = formState;
  const message = (field: keyof TPromoCodeFormInput) => promoFieldMessage(errors[field]?.message);
  const kind = useWatch({ control, name: 'kind' });
  const eventId = useWatch({ control, name: 'event_id' });

  async function onValid(body: TPromoCodeFormOutput) {
    setFailure(null);
    try {
      if (promoCode) await updatePromoCode.mutateAsync(body);
      else await createPromoCode.mutateAsync(body);
      toastSuccess(promoCode ? t`Promo code updated` : t`Promo code created`);
      await navigate({ to: '/dashboard/promo-codes' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'promo.code_taken') {
        setError('code', { type: 'server', message: PROMO_ADMIN_MESSAGES.taken }, { shouldFocus: true });
        return;
      }
      const fieldErrors = serverFieldErrors(error, PROMO_CODE_FORM_FIELDS);
      fieldErrors.forEach(({ field, message: text }, index) => setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }));
      if (fieldErrors.length === 0) {
        setFailure(
          errorMessageOr(error, promoCode ? msg`Failed to update the promo code. Please try again.` : msg`Failed to create the promo code. Please try again.`),
        );
      }
    }
  }

  return (
    <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
      <FormSection title={<Trans>Code and discount</Trans>}>
        <FormField label={<Trans>Code</Trans>} error={message('code')} helper={<Trans>3 to 32 letters, digits, - or _. Buyers may type it in any case.</Trans>}>
          <Input dir="ltr" textAlign="start" textTransform="uppercase" maxLength={32} autoComplete="off" spellCheck={false} {...register('code')} />
        </FormField>
        <KindRadios registration={register('kind')} />
        <FormField
          label={kind === 'percent' ? <Trans>Percentage off</Trans> : <Trans>Amount off each ticket (OMR)</Trans>}
          error={message('value')}
          helper={kind === 'percent' ? <Trans>A whole number from 1 to 100.</Trans> : <Trans>Never more than a ticket’s price, e.g. 2.500.</Trans>}
        >
          <Input inputMode={kind === 'percent' ? 'numeric' : 'decimal'} dir="ltr" textAlign="start" maxW="40" autoComplete="off" {...register('value')} />
        </FormField>
      </FormSection>
      <FormSection title={<Trans>Where it applies</Trans>}>
        <Controller
          control={control}
          name="event_id"
          render={({ field }) => (
            <EventSelect
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // Another event's ticket types are not this one's: a new event starts with all of its types.
                setValue('ticket_ids', []);
              }}
              onBlur={field.onBlur}
              error={message('event_id')}
            />
          )}
        />
        {eventId === '' ? null : (
          <Controller
            control={control}
            name="ticket_ids"
            render={({ field }) => <TicketTypesPicker eventId={Number(eventId)} value={field.value} onChange={field.onChange} error={message('ticket_ids')} />}
          />
        )}
      </FormSection>
      <FormSection title={<Trans>Limits</Trans>} description={<Trans>Counted in tickets. Left empty, there is no limit.</Trans>}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '4' }}>
          <FormField label={<Trans>Uses in all</Trans>} error={message('max_uses')}>
            <Input inputMode="numeric" dir="ltr" textAlign="start" autoComplete="off" {...register('max_uses')} />
          </FormField>
          <FormField label={<Trans>Uses per buyer</Trans>} error={message('max_uses_per_user')}>
            <Input inputMode="numeric" dir="ltr" textAlign="start" autoComplete="off" {...register('max_uses_per_user')} />
          </FormField>
        </SimpleGrid>
      </FormSection>
      <FormSection
        title={<Trans>Validity</Trans>}
        description={<Trans>Dates are optional, in Muscat time. Left empty, the code works from now on, with no end.</Trans>}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '4' }}>
          <FormField label={<Trans>Starts</Trans>} error={message('starts_at')}>
            <Input type="datetime-local" {...register('starts_at')} />
          </FormField>
          <FormField label={<Trans>Ends</Trans>} error={message('ends_at')}>
            <Input type="datetime-local" {...register('ends_at')} />
          </FormField>
        </SimpleGrid>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <ActiveSwitch checked={field.value} onChange={field.onChange}>
              <Text as="span">
                <Trans>Active: buyers can use this code</Trans>
              </Text>
            </ActiveSwitch>
          )}
        />
      </FormSection>
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end">
        <Button asChild variant="ghost">
          <Link to="/dashboard/promo-codes">
            <Trans>Cancel</Trans>
          </Link>
        </Button>
        <Button type="submit" loading={busy} loadingText={t`Saving…`}>
          {promoCode ? <Trans>Save changes</Trans> : <Trans>Create promo code</Trans>}
        </Button>
      </Flex>
    </FormStack>
  );
}
