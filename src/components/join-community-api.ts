import type { TLocale } from '../../contract/constants';
import { apiSend } from '../lib/api-client';
import { lazySchema } from '../lib/lazy-schema';

/** POST /api/join-community (docs/product.md §7); the locale picks the language of the welcome mail. */
export async function joinCommunity(email: string, locale: TLocale) {
  return (await apiSend('POST', 'join-community', lazySchema('ZJoinCommunityResponseSchema'), { email, locale })).data;
}
