import type { z } from 'zod';
import type { ZContactRequestSchema } from '../../../contract/community';
import type { TLocale } from '../../../contract/common';
import type { Db } from '../../db/client';
import { insertCommunityMember, insertContactMessage } from './community.repository';

/** Joins the community mailing list; joining twice (any case of the email) is not an error. */
export async function joinCommunity(db: Db, email: string, locale: TLocale | undefined): Promise<{ message: string; already_member: boolean }> {
  const added = await insertCommunityMember(db, email, locale ?? 'en');
  return { message: added ? 'Welcome to the Tadhkira community!' : 'You are already part of the Tadhkira community.', already_member: !added };
}

/** Stores a contact-form message for the team; returns its id. */
export async function sendContactMessage(db: Db, input: z.output<typeof ZContactRequestSchema>): Promise<{ id: number }> {
  const id = await insertContactMessage(db, { ...input, locale: input.locale ?? 'en' });
  return { id };
}
