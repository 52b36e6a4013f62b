import { AUTH_MESSAGES } from '../../../contract/auth';
import { AppError, validationFailed } from '../../lib/errors';

/* Errors of the accounts API; every code is listed, with its meaning, in contract/errors.ts. */

/** One answer for an unknown login and a wrong password, so the API does not reveal who has an account. */
export function invalidCredentials(): AppError {
  return new AppError(401, 'auth.invalid_credentials', AUTH_MESSAGES.invalidCredentials);
}

export function phoneVerificationRequired(): AppError {
  return new AppError(403, 'auth.phone_verification_required', 'Please verify your phone number to continue.');
}

export function currentPasswordWrong(): AppError {
  return validationFailed({ current_password: [AUTH_MESSAGES.currentPasswordWrong] });
}

export function resetTokenInvalid(): AppError {
  return new AppError(422, 'auth.reset_token_invalid', AUTH_MESSAGES.resetTokenInvalid);
}

export function otpInvalid(): AppError {
  return new AppError(422, 'auth.otp_invalid', AUTH_MESSAGES.otpInvalid, { errors: { otp: [AUTH_MESSAGES.otpIncorrect] } });
}

export function otpExpired(): AppError {
  return new AppError(422, 'auth.otp_expired', AUTH_MESSAGES.otpExpired, { errors: { otp: [AUTH_MESSAGES.otpExpired] } });
}

export function otpLocked(): AppError {
  return new AppError(422, 'auth.otp_locked', AUTH_MESSAGES.otpLocked, { errors: { otp: [AUTH_MESSAGES.otpLocked] } });
}

export function phoneRequired(): AppError {
  return new AppError(422, 'auth.phone_required', 'Please add a phone number first.');
}

export function phoneAlreadyVerified(): AppError {
  return new AppError(409, 'auth.phone_already_verified', 'Your phone number is already verified.');
}

/** Someone else verified the number first (docs/product.md §4): the caller must choose another. */
export function phoneTaken(): AppError {
  return new AppError(409, 'auth.phone_taken', AUTH_MESSAGES.phoneVerifiedElsewhere, { errors: { phone_number: [AUTH_MESSAGES.phoneVerifiedElsewhere] } });
}

export function emailChangeInvalid(): AppError {
  return new AppError(422, 'auth.email_change_invalid', AUTH_MESSAGES.emailChangeInvalid);
}

/** The new address of a pending change was taken by another account before the link was opened. */
export function emailTakenMeanwhile(): AppError {
  return new AppError(409, 'auth.email_taken', AUTH_MESSAGES.emailTakenMeanwhile);
}

export function smsFailed(): AppError {
  return new AppError(503, 'auth.sms_failed', 'We could not send the SMS right now. Please try again in a moment.');
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, retryAfterSeconds);
  return new AppError(429, 'rate_limited', `Too many requests. Try again in ${seconds} seconds.`, { headers: { 'retry-after': String(seconds) } });
}
