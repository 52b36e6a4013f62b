import { Button, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { TAdminEvent } from '../../../../contract/admin-catalogue';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { errorMessage, errorMessageOr } from '../../../lib/screen-error-messages';
import { toastSuccess } from '../../../lib/toaster';
import { adminFieldMessage } from '../../../components/dashboard/admin-field-messages';
import { useCreateEventMutation, useUpdateEventMutation } from '../api/dashboard-events.mutations';
import { buildEventFormData, EVENT_FORM_FIELDS, toEventFormValues, ZEventFormSchema, type TEventFormInput, type TEventFormOutput } from '../event-form.schema';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { isUploadRefusal } from '../upload-errors';
import { BadgePicker } from './badge-picker';
import { BilingualFields } from '../../../components/dashboard/bilingual-fields';
import { CategoryPicker } from './category-picker';
import { HoldMinutesField } from './hold-minutes-field';
import { FormSection } from '../../../components/dashboard/form-section';
import { PosterField, type TPosterState } from './poster-field';

type EventFormProps = {
  /** The event to edit; a new one when left out. */
  event?: TAdminEvent;
};

/**
 * Create or edit an event (docs/product.md §2): both languages side by side, times in Muscat, the poster
 * with a preview, categories from the tree and badges. Saves as multipart, then opens the event's page.
 */
export function EventForm({ event }: EventFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const mode = event ? 'update' : 'create';
  const createEvent = useCreateEventMutation();
  const updateEvent = useUpdateEventMutation(event?.id ?? 0);
  const [poster, setPoster] = useState<TPosterState>({ file: null, remove: false });
  const [posterError, setPosterError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, setError } = useForm<TEventFormInput, unknown, TEventFormOutput>({
    resolver: zodResolver(ZEventFormSchema),
    defaultValues: toEventFormValues(event),
  });
  const { errors, isSubmitting: busy } = formState;

  async function onValid(values: TEventFormOutput) {
    setFailure(null);
    setPosterError(undefined);
    const body = buildEventFormData(values, poster, mode);
    try {
      const saved = mode === 'create' ? await createEvent.mutateAsync(body) : await updateEvent.mutateAsync(body);
      toastSuccess(mode === 'create' ? t`Event created successfully` : t`Event updated successfully`);
      void navigate({ to: '/dashboard/events/$id', params: { id: String(saved.id) } });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, [...EVENT_FORM_FIELDS, 'poster_image']);
      fieldErrors.forEach(({ field, message }, index) => {
        if (field === 'poster_image') setPosterError(adminFieldMessage(message));
        else setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (isUploadRefusal(error)) setPosterError(errorMessage(error));
      else if (fieldErrors.length === 0) {
        setFailure(
          errorMessageOr(error, mode === 'create' ? msg`Failed to create the event. Please try again.` : msg`Failed to update the event. Please try again.`),
        );
      }
    }
  }

  const cancelLink = event ? (
    <Link to="/dashboard/events/$id" params={{ id: String(event.id) }}>
      <Trans>Cancel</Trans>
    </Link>
  ) : (
    <Link to="/dashboard/events">
      <Trans>Cancel</Trans>
    </Link>
  );

  return (
    <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
      <FormSection title={<Trans>Details</Trans>} description={<Trans>Write the English; the Arabic may stay empty, and readers then see the English.</Trans>}>
        <BilingualFields
          englishLabel={<Trans>Name (English)</Trans>}
          arabicLabel={<Trans>Name (Arabic)</Trans>}
          englishError={adminFieldMessage(errors.name?.message)}
          arabicError={adminFieldMessage(errors.name_ar?.message)}
          english={<Input dir="ltr" lang="en" maxLength={200} {...register('name')} />}
          arabic={<Input dir="rtl" lang="ar" maxLength={200} {...register('name_ar')} />}
        />
        <BilingualFields
          englishLabel={<Trans>Description (English)</Trans>}
          arabicLabel={<Trans>Description (Arabic)</Trans>}
          englishError={adminFieldMessage(errors.description?.message)}
          arabicError={adminFieldMessage(errors.description_ar?.message)}
          english={<Textarea dir="ltr" lang="en" rows={6} maxLength={10000} resize="vertical" {...register('description')} />}
          arabic={<Textarea dir="rtl" lang="ar" rows={6} maxLength={10000} resize="vertical" {...register('description_ar')} />}
        />
        <BilingualFields
          englishLabel={<Trans>Location (English)</Trans>}
          arabicLabel={<Trans>Location (Arabic)</Trans>}
          englishError={adminFieldMessage(errors.location?.message)}
          arabicError={adminFieldMessage(errors.location_ar?.message)}
          english={<Input dir="ltr" lang="en" maxLength={200} {...register('location')} />}
          arabic={<Input dir="rtl" lang="ar" maxLength={200} {...register('location_ar')} />}
        />
      </FormSection>
      <FormSection title={<Trans>Date and time</Trans>} description={<Trans>Muscat time (GMT+4), wherever this device is.</Trans>}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '5', md: '4' }}>
          <FormField label={<Trans>Starts</Trans>} error={adminFieldMessage(errors.start_date?.message)}>
            <Input type="datetime-local" {...register('start_date')} />
          </FormField>
          <FormField label={<Trans>Ends</Trans>} error={adminFieldMessage(errors.finish_date?.message)}>
            <Input type="datetime-local" {...register('finish_date')} />
          </FormField>
        </SimpleGrid>
      </FormSection>
      <FormSection title={<Trans>Checkout</Trans>}>
        <HoldMinutesField registration={register('checkout_hold_minutes')} error={adminFieldMessage(errors.checkout_hold_minutes?.message)} />
      </FormSection>
      <FormSection title={<Trans>Poster</Trans>}>
        <PosterField currentUrl={event?.poster_image_url ?? null} value={poster} onChange={setPoster} serverError={posterError} disabled={busy} />
      </FormSection>
      <FormSection title={<Trans>Categories and badges</Trans>}>
        <Stack gap="5">
          <Controller
            control={control}
            name="category_ids"
            render={({ field, fieldState }) => (
              <CategoryPicker value={field.value} onChange={field.onChange} error={adminFieldMessage(fieldState.error?.message)} disabled={busy} />
            )}
          />
          <Controller
            control={control}
            name="badge_ids"
            render={({ field, fieldState }) => (
              <BadgePicker value={field.value} onChange={field.onChange} error={adminFieldMessage(fieldState.error?.message)} disabled={busy} />
            )}
          />
        </Stack>
      </FormSection>
      <HStack justify="flex-end" gap="3" wrap="wrap">
        <Button asChild variant="ghost">
          {cancelLink}
        </Button>
        <Button type="submit" loading={busy} loadingText={t`Saving…`}>
          {event ? <Trans>Save changes</Trans> : <Trans>Create event</Trans>}
        </Button>
      </HStack>
    </FormStack>
  );
}
