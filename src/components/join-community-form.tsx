import { Box, Button, chakra, HStack, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-client';
import { errorMessage } from '../lib/error-messages';
import { useAppLocale } from '../lib/store';
import { CheckIcon } from './icons';
import { joinCommunity } from './join-community-api';
import { EmailInput } from './email-input';

/** docs/product.md §9: the success or failure message stays 5 seconds. */
const MESSAGE_MS = 5_000;

/** Footer form: idle → submitting (disabled, spinner) → green success or red failure, cleared after 5 s. */
export function JoinCommunityForm() {
  const { t } = useLingui();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const locale = useAppLocale();
  const mutation = useMutation({
    mutationFn: (address: string) => joinCommunity(address, locale),
    // The form shows its own message instead of an error toast.
    meta: { silentError: true },
    onSuccess: () => setEmail(''),
  });

  const { status, reset } = mutation;
  useEffect(() => {
    if (status !== 'success' && status !== 'error') return undefined;
    const timer = window.setTimeout(reset, MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [status, reset]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate(email.trim());
  }

  function failureText(error: Error): string {
    if (error instanceof ApiError && error.code === 'validation.failed') return t`Please enter a valid email address.`;
    if (error instanceof ApiError && error.status === 0) return errorMessage(error);
    return t`Failed to join community`;
  }

  const submitting = mutation.isPending;
  return (
    <chakra.form onSubmit={submit} noValidate={false}>
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>
          <Trans>Email address</Trans>
        </label>
      </VisuallyHidden>
      <HStack gap="2" align="stretch">
        <EmailInput
          id={inputId}
          required
          placeholder={t`you@example.com`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          bg="white"
          color="fg"
          flex="1"
          minW="0"
        />
        <Button type="submit" colorPalette="sand" disabled={submitting} flexShrink="0">
          {submitting ? <Spinner size="sm" /> : null}
          <Trans>Join</Trans>
        </Button>
      </HStack>
      <Box minH="6" mt="2" aria-live="polite">
        {mutation.isSuccess ? (
          <Text color="green.300" fontSize="sm" display="flex" alignItems="center" gap="1.5">
            <CheckIcon />
            {mutation.data.already_member ? (
              <Trans>You are already part of the Tadhkira community.</Trans>
            ) : (
              <Trans>Thank you for joining the Tadhkira community!</Trans>
            )}
          </Text>
        ) : null}
        {mutation.isError ? (
          <Text color="red.300" fontSize="sm" role="alert">
            {failureText(mutation.error)}
          </Text>
        ) : null}
      </Box>
    </chakra.form>
  );
}
