import type { DbExecutor } from '../../db/client';
import { communityMembers, contactMessages } from '../../db/schema';

/** Inserts the member unless the email (any case) is already there; returns whether a row was added. */
export async function insertCommunityMember(db: DbExecutor, email: string, locale: 'en' | 'ar'): Promise<boolean> {
  const rows = await db.insert(communityMembers).values({ email, locale }).onConflictDoNothing().returning({ id: communityMembers.id });
  return rows.length > 0;
}

export async function insertContactMessage(
  db: DbExecutor,
  message: { name: string; email: string; phone?: string | undefined; subject: string; message: string; locale: 'en' | 'ar' },
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, phone: message.phone ?? null })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row.id;
}
