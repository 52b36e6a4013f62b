/**
 * The most tickets one booking buys (docs/product.md §2). Its own zod-free module: the event page's first
 * load (booking bar, booking math) needs the number, not contract/bookings.ts's schemas (docs/architecture.md §8).
 */
export const BOOKING_MAX_QUANTITY = 20;
