import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { AUTH_MESSAGES } from '../../contract/auth';
import { TEXT_MESSAGES } from '../../contract/text';
import { ApiError } from './api-client';

/**
 * Field messages of the contract (the same English text from the client's zod schemas and the
 * server's 422 `errors`), translated. Forms run every field message through `fieldMessage`.
 */
const FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [AUTH_MESSAGES.nameRequired]: msg`Name is required.`,
  [AUTH_MESSAGES.emailInvalid]: msg`Invalid email address.`,
  [AUTH_MESSAGES.emailTaken]: msg`This email is already registered.`,
  [AUTH_MESSAGES.passwordTooShort]: msg`Password must be at least 6 characters.`,
  [AUTH_MESSAGES.passwordTooLong]: msg`Password must be at most 200 characters.`,
  [AUTH_MESSAGES.passwordsDoNotMatch]: msg`Passwords do not match!`,
  [AUTH_MESSAGES.currentPasswordRequired]: msg`Current password is required.`,
  [AUTH_MESSAGES.currentPasswordWrong]: msg`The current password is incorrect.`,
  [AUTH_MESSAGES.mobileInvalid]: msg`Invalid mobile number.`,
  [AUTH_MESSAGES.mobileTaken]: msg`This mobile number is already registered.`,
  [AUTH_MESSAGES.countryCodeRequired]: msg`Country code is required.`,
  [AUTH_MESSAGES.countryCodeInvalid]: msg`Invalid country code.`,
  [AUTH_MESSAGES.agreeTermsRequired]: msg`You must agree to the terms of use and privacy policy.`,
  [AUTH_MESSAGES.loginRequired]: msg`Please enter your email or mobile number.`,
  [AUTH_MESSAGES.phoneInvalid]: msg`Please enter a valid phone number.`,
  [AUTH_MESSAGES.phoneTaken]: msg`This phone number is already in use.`,
  [AUTH_MESSAGES.otpFormat]: msg`Please enter a valid 6-digit code.`,
  [AUTH_MESSAGES.otpIncorrect]: msg`The verification code is incorrect.`,
  [AUTH_MESSAGES.otpExpired]: msg`This code has expired. Please request a new one.`,
  [AUTH_MESSAGES.otpLocked]: msg`Too many incorrect attempts. Please request a new code.`,
  [AUTH_MESSAGES.resetTokenInvalid]: msg`This password reset link is invalid or has expired.`,
  [AUTH_MESSAGES.phoneVerifiedElsewhere]: msg`This phone number was verified by another account.`,
  [AUTH_MESSAGES.emailSameAsCurrent]: msg`This is already your email.`,
  [AUTH_MESSAGES.emailChangeNeedsConfirmation]: msg`To change your email, use the change email form with your current password.`,
  'Name must be at most 100 characters.': msg`Name must be at most 100 characters.`,
  [TEXT_MESSAGES.unsafeCharacters]: msg`Remove the invisible control characters from this text.`,
};

/** A field message in the current language; an unknown server message is shown as sent. */
export function fieldMessage(message: string | undefined): string | undefined {
  if (message === undefined || message === '') return undefined;
  const descriptor = FIELD_MESSAGES[message];
  return descriptor ? i18n._(descriptor) : message;
}

/**
 * Puts the field errors of a 422 on the form's fields (server name → form field, identity unless
 * `rename` says otherwise). Returns true when at least one landed, so the caller can skip a generic
 * banner the fields already explain.
 */
export function applyServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fields: readonly Path<TValues>[],
  rename: Readonly<Record<string, Path<TValues>>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const [serverField, messages] of Object.entries(error.errors)) {
    const field = rename[serverField] ?? fields.find((name) => name === serverField);
    const message = messages[0];
    if (field === undefined || message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** Arabic-Indic and Persian digits typed on Arabic keyboards, as ASCII digits for validation and the API. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}
