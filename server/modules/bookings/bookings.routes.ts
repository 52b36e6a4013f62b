import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOKING_MESSAGES,
  IDEMPOTENCY_KEY_HEADER,
  ZCreateBookingHeadersSchema,
  ZCreateBookingRequestSchema,
  ZCreateBookingResponseSchema,
  ZInvoiceListResponseSchema,
  ZMyTicketResponseSchema,
  ZMyTicketsQuerySchema,
  ZMyTicketsResponseSchema,
} from '../../../contract/bookings';
import { ZLedgerPageQuerySchema } from '../../../contract/coins';
import { ZIdParamsSchema } from '../../../contract/ids';
import { ok } from '../../lib/envelope';
import { contentLocale } from '../../lib/locale';
import { authOf } from '../../plugins/auth';
import { bookingDepsOf } from './bookings.deps';
import { getMyTicket, listInvoices, listMyTickets } from './bookings.queries';
import { createBooking } from './bookings.service';
import { promoGuessLimit } from '../promo/promo.guesses';

/** Booking, My Tickets and the user's invoices (docs/architecture.md §5); names in the caller's language (server/lib/locale.ts). */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = bookingDepsOf(app);
  const promoGuesses = promoGuessLimit(app);
  const tags = ['bookings'];
  const security = [{ bearer: [] }];

  app.post(
    '/bookings',
    {
      // Before validation: a guest or an unverified phone learns that first, not what is wrong with the body.
      preValidation: [app.requireAuth, app.requireVerifiedPhone],
      // Guessing promo codes is limited: only unknown codes count (docs/product.md §10 Promo codes).
      preHandler: promoGuesses.guard,
      schema: {
        tags,
        security,
        headers: ZCreateBookingHeadersSchema,
        body: ZCreateBookingRequestSchema,
        response: { 200: ZCreateBookingResponseSchema, 201: ZCreateBookingResponseSchema },
      },
    },
    async (request, reply) => {
      const { created, result } = await createBooking(
        deps,
        authOf(request).user,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
        contentLocale(request, reply),
      ).catch(async (error: unknown) => {
        await promoGuesses.countIfUnknown(request, error);
        throw error;
      });
      if (created) app.metrics.bookings.inc({ kind: result.payment ? 'hold' : 'free' });
      return reply.status(created ? 201 : 200).send(ok(result, result.payment ? BOOKING_MESSAGES.held : BOOKING_MESSAGES.booked));
    },
  );

  app.get(
    '/my-tickets',
    { preHandler: app.requireAuth, schema: { tags, security, querystring: ZMyTicketsQuerySchema, response: { 200: ZMyTicketsResponseSchema } } },
    async (request, reply) => ok(await listMyTickets(app.db, authOf(request).user.id, request.query, deps.now(), contentLocale(request, reply))),
  );

  app.get(
    '/my-tickets/:id',
    { preHandler: app.requireAuth, schema: { tags, security, params: ZIdParamsSchema, response: { 200: ZMyTicketResponseSchema } } },
    async (request, reply) => ok({ booking: await getMyTicket(app.db, authOf(request).user.id, request.params.id, deps.now(), contentLocale(request, reply)) }),
  );

  app.get(
    '/user/invoices',
    { preHandler: app.requireAuth, schema: { tags, security, querystring: ZLedgerPageQuerySchema, response: { 200: ZInvoiceListResponseSchema } } },
    async (request, reply) => ok(await listInvoices(app.db, authOf(request).user.id, request.query, contentLocale(request, reply))),
  );
};
