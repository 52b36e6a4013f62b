import { Box, Button, chakra, Field, Input, SimpleGrid, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import { ZContactRequestSchema, type TContactRequest } from '../../../../contract/community';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import { useAppLocale } from '../../../lib/store';
import { useContactMutation } from '../api/contact.mutations';
import { contactFieldMessage } from './contact-field-messages';
import { EmailInput } from '../../../components/email-input';

type TContactFormOutput = z.output<typeof ZContactRequestSchema>;
type TContactField = 'name' | 'email' | 'phone' | 'subject' | 'message';
const CONTACT_FIELDS: readonly TContactField[] = ['name', 'email', 'phone', 'subject', 'message'];

const DEFAULTS: TContactRequest = { name: '', email: '', phone: '', subject: '', message: '' };

type ContactFieldProps = {
  label: ReactNode;
  error: FieldError | undefined;
  required?: boolean;
  helper?: ReactNode;
  children: ReactNode;
};

function ContactField({ label, error, required = false, helper, children }: ContactFieldProps) {
  const message = contactFieldMessage(error?.message);
  return (
    <Field.Root invalid={message !== undefined} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !message ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{message}</Field.ErrorText>
    </Field.Root>
  );
}

/** The contact form (docs/product.md §2): name, email, optional phone, subject and message. */
export function ContactForm() {
  const { t } = useLingui();
  const locale = useAppLocale();
  const mutation = useContactMutation();
  const { register, handleSubmit, formState, reset, setError } = useForm<TContactRequest, unknown, TContactFormOutput>({
    resolver: zodResolver(ZContactRequestSchema),
    defaultValues: DEFAULTS,
    mode: 'onTouched',
  });
  const { errors } = formState;

  function onValid(values: TContactFormOutput) {
    mutation.mutate(
      { ...values, locale },
      {
        onSuccess: () => reset(DEFAULTS),
        onError: (error) => {
          if (!(error instanceof ApiError) || !error.errors) return;
          for (const field of CONTACT_FIELDS) {
            const message = error.errors[field]?.[0];
            if (message) setError(field, { type: 'server', message });
          }
        },
      },
    );
  }

  const sending = mutation.isPending;
  return (
    <chakra.form noValidate onSubmit={handleSubmit(onValid)} aria-label={t`Contact form`}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ContactField label={<Trans>Name</Trans>} error={errors.name} required>
            <Input autoComplete="name" maxLength={100} dir="auto" {...register('name')} />
          </ContactField>
          <ContactField label={<Trans>Email</Trans>} error={errors.email} required>
            <EmailInput maxLength={254} {...register('email')} />
          </ContactField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ContactField label={<Trans>Phone (optional)</Trans>} error={errors.phone}>
            <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" maxLength={30} {...register('phone')} />
          </ContactField>
          <ContactField label={<Trans>Subject</Trans>} error={errors.subject} required>
            <Input maxLength={150} dir="auto" {...register('subject')} />
          </ContactField>
        </SimpleGrid>
        <ContactField label={<Trans>Message</Trans>} error={errors.message} required>
          <Textarea rows={6} maxLength={5000} dir="auto" resize="vertical" {...register('message')} />
        </ContactField>
        <Box>
          <Button type="submit" size="lg" disabled={sending} w={{ base: 'full', sm: 'auto' }}>
            {sending ? <Spinner size="sm" /> : null}
            {sending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
          </Button>
        </Box>
        <Box aria-live="polite" minH="6">
          {mutation.isSuccess ? (
            <Text color="green.700" display="flex" alignItems="center" gap="2" fontWeight="medium" role="status">
              <CheckIcon />
              <Trans>Message sent successfully</Trans>
            </Text>
          ) : null}
          {mutation.isError ? (
            <Text color="fg.error" display="flex" alignItems="center" gap="2" fontWeight="medium" role="alert">
              <AlertIcon />
              <Trans>Failed to submit contact form</Trans>
            </Text>
          ) : null}
        </Box>
      </Stack>
    </chakra.form>
  );
}
