import { test as base } from '@playwright/test';
import { DEMO_ADMIN, loginAs } from './admin-api';

/**
 * The demo administrator's token, one login per project (worker): logins are rate limited per
 * identifier (5 a minute), and the admin journeys each need to be signed in.
 */
export const test = base.extend<object, { adminToken: string }>({
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await loginAs(request, DEMO_ADMIN.login, DEMO_ADMIN.password));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
