import * as z from 'zod/mini';
import { ZIdSchema } from './ids';

/** The event of a ticket as My Tickets, the pass and a sent ticket's page show it (docs/product.md §4). */
export const ZBookingEventSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  start_date: z.iso.datetime({ offset: true }),
  finish_date: z.iso.datetime({ offset: true }),
  location: z.nullable(z.string()),
  poster_image_url: z.nullable(z.string()),
});
export type TBookingEvent = z.infer<typeof ZBookingEventSchema>;
