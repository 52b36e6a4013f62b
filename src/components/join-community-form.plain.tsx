import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError } from '../lib/api-client';
import { errorMessage } from '../lib/error-messages';
import { useAppLocale } from '../lib/store';
import { Glyph } from './glyph.plain';
import { CHECK_PATH } from './icon-paths.plain';
import { joinCommunity } from './join-community-api';
import { Button, Input, Spinner } from './plain/kit.plain';

/*
 * Plain elements styled by src/styles/home.css (`join-form`), not Chakra components: the footer shows it on every
 * page (docs/architecture.md §8). The address field is ./email-input.tsx's, written out: Latin, read left to right
 * even inside an Arabic page, yet right-aligned there like the fields around it.
 */

/** docs/product.md §9: the success or failure message stays 5 seconds. */
const MESSAGE_MS = 5_000;

/** The form's failure line: a bad address, offline or too many tries ("Try again in N seconds"), else its own words. */
export function joinFailureMessage(error: Error): string {
  if (error instanceof ApiError && error.code === 'validation.failed') return i18n._(msg`Please enter a valid email address.`);
  if (error instanceof ApiError && (error.status === 0 || error.code === 'rate_limited')) return errorMessage(error);
  return i18n._(msg`Failed to join community`);
}

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

  const submitting = mutation.isPending;
  return (
    <form onSubmit={submit} noValidate={false}>
      <label htmlFor={inputId} className="join-form__label">
        {t`Email address`}
      </label>
      <div className="join-form__row">
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          required
          placeholder={t`you@example.com`}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          className="join-form__input"
        />
        <Button type="submit" palette="sand" disabled={submitting}>
          {submitting ? <Spinner size="sm" /> : null}
          {t`Join`}
        </Button>
      </div>
      <div className="join-form__message" aria-live="polite">
        {mutation.isSuccess ? (
          <p className="join-form__success">
            <Glyph path={CHECK_PATH} />
            {mutation.data.already_member ? t`You are already part of the Tadhkira community.` : t`Thank you for joining the Tadhkira community!`}
          </p>
        ) : null}
        {mutation.isError ? (
          <p className="join-form__failure" role="alert">
            {joinFailureMessage(mutation.error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
