import { Button, HStack, Input, SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TAdminTicket } from '../../../../contract/admin-catalogue';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, errorMessageOr } from '../../../lib/screen-error-messages';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { toastSuccess } from '../../../lib/toaster';
import { adminFieldMessage } from '../../../components/dashboard/admin-field-messages';
import { useCreateTicketMutation, useUpdateTicketMutation } from '../api/dashboard-tickets.mutations';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { TICKET_FORM_FIELDS, toTicketFormValues, ZTicketFormSchema, type TTicketFormInput, type TTicketFormOutput } from '../ticket-form.schema';
import { BilingualFields } from '../../../components/dashboard/bilingual-fields';
import { FormSection } from '../../../components/dashboard/form-section';

type TicketFormProps = {
  eventId: number;
  /** The ticket type to edit; a new one when left out. */
  ticket?: TAdminTicket;
  /** "Mar 5, 7:30 – 11:00 PM": what an empty validity falls back to. */
  eventTimes: string | null;
};

/** Add or edit a ticket type (docs/product.md §3): price in OMR, seats, uses, validity and sale window in Muscat time, coins. */
export function TicketForm({ eventId, ticket, eventTimes }: TicketFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const createTicket = useCreateTicketMutation(eventId);
  const updateTicket = useUpdateTicketMutation(eventId, ticket?.id ?? 0);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TTicketFormInput, unknown, TTicketFormOutput>({
    resolver: zodResolver(ZTicketFormSchema),
    defaultValues: toTicketFormValues(ticket),
  });
  const { errors, isSubmitting: busy } = formState;
  const message = (field: keyof TTicketFormInput) => adminFieldMessage(errors[field]?.message);

  async function onValid(values: TTicketFormOutput) {
    setFailure(null);
    try {
      if (ticket) await updateTicket.mutateAsync(values);
      else await createTicket.mutateAsync(values);
      toastSuccess(ticket ? t`Ticket type updated successfully` : t`Ticket type created successfully`);
      void navigate({ to: '/dashboard/events/$id', params: { id: String(eventId) }, search: { tab: 'tickets' } });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'tickets.total_below_sold') {
        setError('total', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
        return;
      }
      const fieldErrors = serverFieldErrors(error, TICKET_FORM_FIELDS);
      fieldErrors.forEach(({ field, message: text }, index) => setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 }));
      if (fieldErrors.length === 0) {
        setFailure(
          errorMessageOr(error, ticket ? msg`Failed to update the ticket type. Please try again.` : msg`Failed to create the ticket type. Please try again.`),
        );
      }
    }
  }

  return (
    <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
      <FormSection title={<Trans>Ticket type</Trans>}>
        <BilingualFields
          englishLabel={<Trans>Name (English)</Trans>}
          arabicLabel={<Trans>Name (Arabic)</Trans>}
          englishError={message('name')}
          arabicError={message('name_ar')}
          english={<Input dir="ltr" lang="en" maxLength={120} {...register('name')} />}
          arabic={<Input dir="rtl" lang="ar" maxLength={120} {...register('name_ar')} />}
        />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={{ base: '5', sm: '4' }}>
          <FormField label={<Trans>Price (OMR)</Trans>} error={message('price')} helper={<Trans>Up to 3 decimals; 0 for a free ticket.</Trans>}>
            <Input inputMode="decimal" dir="ltr" autoComplete="off" {...register('price')} />
          </FormField>
          <FormField label={<Trans>Tickets for sale</Trans>} error={message('total')} helper={ticket ? <SoldHint sold={ticket.sold} /> : undefined}>
            <Input inputMode="numeric" dir="ltr" autoComplete="off" {...register('total')} />
          </FormField>
          <FormField
            label={<Trans>Uses per ticket</Trans>}
            error={message('usage_limit')}
            helper={<Trans>How many times one ticket admits at the door.</Trans>}
          >
            <Input inputMode="numeric" dir="ltr" autoComplete="off" {...register('usage_limit')} />
          </FormField>
          <FormField label={<Trans>Limit per buyer (optional)</Trans>} error={message('per_buyer_limit')} helper={<Trans>Leave empty for no limit.</Trans>}>
            <Input inputMode="numeric" dir="ltr" autoComplete="off" {...register('per_buyer_limit')} />
          </FormField>
        </SimpleGrid>
      </FormSection>
      <FormSection
        title={<Trans>Validity</Trans>}
        description={
          eventTimes ? (
            <Trans>Optional, in Muscat time. Left empty, tickets are valid from doors open (2 hours before the start) to the event's end: {eventTimes}.</Trans>
          ) : (
            <Trans>Optional, in Muscat time. Left empty, tickets are valid from doors open (2 hours before the start) to the event's end.</Trans>
          )
        }
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '4' }}>
          <FormField label={<Trans>Valid from</Trans>} error={message('valid_from')}>
            <Input type="datetime-local" {...register('valid_from')} />
          </FormField>
          <FormField label={<Trans>Valid until</Trans>} error={message('valid_until')}>
            <Input type="datetime-local" {...register('valid_until')} />
          </FormField>
        </SimpleGrid>
      </FormSection>
      <FormSection
        title={<Trans>Sale window</Trans>}
        description={<Trans>Optional, in Muscat time. Left empty, the ticket type is on sale until the event ends.</Trans>}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '4' }}>
          <FormField label={<Trans>Sale starts</Trans>} error={message('sale_starts_at')}>
            <Input type="datetime-local" {...register('sale_starts_at')} />
          </FormField>
          <FormField label={<Trans>Sale ends</Trans>} error={message('sale_ends_at')}>
            <Input type="datetime-local" {...register('sale_ends_at')} />
          </FormField>
        </SimpleGrid>
      </FormSection>
      <FormSection title={<Trans>Coins</Trans>} description={<Trans>Rewards coins the buyer earns; up to 2 decimals.</Trans>}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={{ base: '5', sm: '4' }}>
          <FormField label={<Trans>Coins per ticket bought</Trans>} error={message('coins_on_purchase')}>
            <Input inputMode="decimal" dir="ltr" autoComplete="off" {...register('coins_on_purchase')} />
          </FormField>
          <FormField label={<Trans>Coins per check-in</Trans>} error={message('coins_on_usage')}>
            <Input inputMode="decimal" dir="ltr" autoComplete="off" {...register('coins_on_usage')} />
          </FormField>
        </SimpleGrid>
      </FormSection>
      <HStack justify="flex-end" gap="3" wrap="wrap">
        <Button asChild variant="ghost">
          <Link to="/dashboard/events/$id" params={{ id: String(eventId) }} search={{ tab: 'tickets' }}>
            <Trans>Cancel</Trans>
          </Link>
        </Button>
        <Button type="submit" loading={busy} loadingText={t`Saving…`}>
          {ticket ? <Trans>Save changes</Trans> : <Trans>Add ticket</Trans>}
        </Button>
      </HStack>
    </FormStack>
  );
}

function SoldHint({ sold }: { sold: number }) {
  const count = formatCount(sold, useAppLocale());
  return <Trans>Already sold: {count}. The total cannot go below it.</Trans>;
}
