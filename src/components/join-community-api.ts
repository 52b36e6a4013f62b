import { ZJoinCommunityResponseSchema } from '../../contract/community';
import type { TLocale } from '../../contract/common';
import { apiSend } from '../lib/api-client';

/** POST /api/join-community (docs/product.md §7); the locale picks the language of the welcome mail. */
export async function joinCommunity(email: string, locale: TLocale) {
  return (await apiSend('POST', 'join-community', ZJoinCommunityResponseSchema, { email, locale })).data;
}
