import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '../../../contract/ids';
import {
  TRANSFER_MESSAGES,
  ZTransferDecisionResponseSchema,
  ZTransferOfferResponseSchema,
  ZTransferRequestSchema,
  ZTransferResponseSchema,
  ZTransferTokenParamsSchema,
} from '../../../contract/transfers';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { authOf } from '../../plugins/auth';
import { bookingDepsOf } from '../bookings/bookings.deps';
import { acceptTransfer, cancelTransfer, declineTransfer, sendTicket, viewTransfer } from './transfers.service';

/** Sending a ticket to someone (docs/product.md §4 Sending a ticket; docs/architecture.md §5). Signed in, every call. */
export const transfersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDepsOf(app);
  const tags = ['transfers'];
  const security = [{ bearer: [] }];

  app.post(
    '/my-tickets/:id/transfer',
    {
      preValidation: app.requireAuth,
      schema: { tags, security, params: ZIdParamsSchema, body: ZTransferRequestSchema, response: { 201: ZTransferResponseSchema } },
    },
    async (request, reply) => {
      const transfer = await sendTicket(deps, authOf(request).user, request.params.id, request.body.to, contentLocale(request, reply));
      return reply.status(201).send(ok({ transfer }, TRANSFER_MESSAGES.sent));
    },
  );

  app.delete(
    '/my-tickets/:id/transfer',
    { preValidation: app.requireAuth, schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZTransferResponseSchema } } },
    async (request) => ok({ transfer: await cancelTransfer(deps, authOf(request).user, request.params.id) }, TRANSFER_MESSAGES.cancelled),
  );

  app.get(
    '/transfers/:token',
    { preValidation: app.requireAuth, schema: { tags, security, params: ZTransferTokenParamsSchema, response: { 200: ZTransferOfferResponseSchema } } },
    async (request, reply) => ok(await viewTransfer(deps, request.params.token, authOf(request).user, contentLocale(request, reply))),
  );

  app.post(
    '/transfers/:token/accept',
    { preValidation: app.requireAuth, schema: { tags, security, params: ZTransferTokenParamsSchema, response: { 200: ZTransferDecisionResponseSchema } } },
    async (request, reply) => {
      const { transfer, bookingId } = await acceptTransfer(deps, request.params.token, authOf(request).user, contentLocale(request, reply));
      return ok({ transfer, booking_id: bookingId }, TRANSFER_MESSAGES.accepted);
    },
  );

  app.post(
    '/transfers/:token/decline',
    { preValidation: app.requireAuth, schema: { tags, security, params: ZTransferTokenParamsSchema, response: { 200: ZTransferDecisionResponseSchema } } },
    async (request) => {
      const { transfer, bookingId } = await declineTransfer(deps, request.params.token, authOf(request).user);
      return ok({ transfer, booking_id: bookingId }, TRANSFER_MESSAGES.declined);
    },
  );
};
