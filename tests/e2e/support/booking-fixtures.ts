import { test as base } from '@playwright/test';
import { createUser, type TSignedIn } from './booking-api';

/**
 * One verified user per project (worker), shared by the booking journeys: registration is rate
 * limited per IP, so each test creating its own account would make the suite wait. The tests assert
 * only on what they booked themselves (booking numbers, balance deltas), never on totals.
 */
export const test = base.extend<object, { bookingUser: TSignedIn }>({
  bookingUser: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await createUser(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
