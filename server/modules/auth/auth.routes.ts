import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_MESSAGES,
  ZAuthResponseSchema,
  ZChangeEmailRequestSchema,
  ZChangePasswordRequestSchema,
  ZConfirmEmailRequestSchema,
  ZConfirmEmailResponseSchema,
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZMessageResponseSchema,
  ZRegisterRequestSchema,
  ZResendOtpResponseSchema,
  ZResetPasswordRequestSchema,
  ZUpdatePhoneRequestSchema,
  ZUpdatePhoneResponseSchema,
  ZVerifyPhoneRequestSchema,
  ZVerifyPhoneResponseSchema,
  ZOtpResendTooSoonSchema,
  ZPendingEmailChangeResponseSchema,
  type TOtpResendTooSoon,
} from '../../../contract/auth';
import { ZErrorEnvelopeSchema } from '../../../contract/common';
import { ok } from '../../lib/envelope';
import { resolveLocale } from '../../lib/locale';
import { authOf } from '../../plugins/auth';
import { authDepsOf } from './auth.deps';
import { confirmEmailChange, pendingEmailChange, requestEmailChange } from './auth.email';
import { resendOtp, updatePhone, verifyPhone } from './auth.phone';
import { byBodyField, byIp, byUser, loginThrottle, rateLimitHook } from './auth.rate-limits';
import { requestPasswordReset, resetPassword } from './auth.recovery';
import { changePassword, login, logout, register } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDepsOf(app);
  const limits = app.authSettings.rateLimits;
  const ipLimit = (name: string, limit: typeof limits.loginPerIp) => rateLimitHook(app, name, limit, byIp);
  const userLimit = (name: string, limit: typeof limits.loginPerIp) => rateLimitHook(app, name, limit, byUser);
  const throttle = loginThrottle(app, app.db, limits);
  const tags = ['auth'];
  const security = [{ bearer: [] }];

  app.post(
    '/auth/register',
    { onRequest: ipLimit('register-ip', limits.registerPerIp), schema: { tags, body: ZRegisterRequestSchema, response: { 201: ZAuthResponseSchema } } },
    async (request, reply) => {
      const fallbackLocale = resolveLocale(undefined, request.headers['accept-language']);
      return reply.status(201).send(ok(await register(deps, request.body, fallbackLocale)));
    },
  );

  app.post(
    '/auth/login',
    {
      // Failed attempts per address, per account and address, and per account (docs/architecture.md §7).
      preHandler: throttle.preHandler,
      onSend: throttle.onSend,
      schema: { tags, body: ZLoginRequestSchema, response: { 200: ZAuthResponseSchema } },
    },
    async (request) => ok(await login(deps, request.body)),
  );

  app.post('/auth/logout', { preHandler: app.requireAuth, schema: { tags, security, response: { 200: ZMessageResponseSchema } } }, async (request) => {
    await logout(deps, authOf(request));
    return ok({ message: AUTH_MESSAGES.loggedOut }, AUTH_MESSAGES.loggedOut);
  });

  app.patch(
    '/auth/password',
    { preHandler: app.requireAuth, schema: { tags, security, body: ZChangePasswordRequestSchema, response: { 200: ZMessageResponseSchema } } },
    async (request) => {
      await changePassword(deps, authOf(request), request.body);
      return ok({ message: AUTH_MESSAGES.passwordUpdated }, AUTH_MESSAGES.passwordUpdated);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      onRequest: ipLimit('forgot-ip', limits.forgotPasswordPerIp),
      preHandler: rateLimitHook(app, 'forgot-email', limits.forgotPasswordPerEmail, byBodyField('email')),
      schema: { tags, body: ZForgotPasswordRequestSchema, response: { 200: ZMessageResponseSchema } },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return ok({ message: AUTH_MESSAGES.resetLinkSent }, AUTH_MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      onRequest: ipLimit('reset-ip', limits.resetPasswordPerIp),
      schema: { tags, body: ZResetPasswordRequestSchema, response: { 200: ZMessageResponseSchema } },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok({ message: AUTH_MESSAGES.passwordReset }, AUTH_MESSAGES.passwordReset);
    },
  );

  app.patch(
    '/auth/phone',
    {
      preHandler: [app.requireAuth, userLimit('phone-update-user', limits.phoneUpdatePerUser)],
      schema: { tags, security, body: ZUpdatePhoneRequestSchema, response: { 200: ZUpdatePhoneResponseSchema } },
    },
    async (request) => {
      const result = await updatePhone(deps, authOf(request), request.body);
      return ok(result, result.requires_phone_verification ? AUTH_MESSAGES.otpSent : undefined);
    },
  );

  app.post(
    '/auth/phone/verify',
    {
      preHandler: [app.requireAuth, userLimit('otp-verify-user', limits.otpVerifyPerUser)],
      schema: { tags, security, body: ZVerifyPhoneRequestSchema, response: { 200: ZVerifyPhoneResponseSchema } },
    },
    async (request) => ok({ user: await verifyPhone(deps, authOf(request), request.body.otp), requires_phone_verification: false as const }),
  );

  app.post(
    '/auth/phone/resend-otp',
    {
      preHandler: [app.requireAuth, userLimit('otp-resend-user', limits.otpResendPerUser)],
      // 429 is either this route's own "too soon" answer or the shared rate_limited envelope.
      schema: { tags, security, response: { 200: ZResendOtpResponseSchema, 429: ZOtpResendTooSoonSchema.or(ZErrorEnvelopeSchema) } },
    },
    async (request, reply) => {
      const result = await resendOtp(deps, authOf(request));
      if (result.sent) return ok({ resend_available_in: result.resendAvailableIn }, AUTH_MESSAGES.otpSent);
      // Answered here rather than thrown: the error envelope has no slot for retry_after.
      const body: TOtpResendTooSoon = {
        success: false,
        code: 'auth.otp_resend_too_soon',
        message: `Please wait ${result.retryAfter} seconds before requesting a new code.`,
        retry_after: result.retryAfter,
      };
      return reply.status(429).header('retry-after', String(result.retryAfter)).send(body);
    },
  );

  // E-mail change (docs/product.md §7): ask with the current password, confirm through the link sent to the new address.
  app.get('/auth/email', { preHandler: app.requireAuth, schema: { tags, security, response: { 200: ZPendingEmailChangeResponseSchema } } }, async (request) =>
    ok(await pendingEmailChange(deps, authOf(request))),
  );

  app.post(
    '/auth/email',
    {
      // Each request mails two addresses: the phone change's per-user cap keeps that from becoming a mail cannon.
      preHandler: [app.requireAuth, userLimit('email-change-user', limits.phoneUpdatePerUser)],
      schema: { tags, security, body: ZChangeEmailRequestSchema, response: { 200: ZPendingEmailChangeResponseSchema } },
    },
    async (request) => ok(await requestEmailChange(deps, authOf(request), request.body), AUTH_MESSAGES.emailChangeSent),
  );

  app.post(
    '/auth/email/confirm',
    {
      onRequest: ipLimit('email-confirm-ip', limits.resetPasswordPerIp),
      schema: { tags, body: ZConfirmEmailRequestSchema, response: { 200: ZConfirmEmailResponseSchema } },
    },
    async (request) => {
      const email = await confirmEmailChange(deps, request.body.token);
      return ok({ message: AUTH_MESSAGES.emailChanged, email }, AUTH_MESSAGES.emailChanged);
    },
  );
};
