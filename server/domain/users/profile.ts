import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { terms, users } from '#server/db/schema.ts';
import { nameMember } from '../addresses/member-name.ts';

export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'name' | 'description' | 'language' | 'locationId' | 'avatarMediaId' | 'avatarUrl'
  >
>;

/** Whether `id` is a location (a state or union territory). */
export async function isLocation(db: Db, id: number): Promise<boolean> {
  const [term] = await db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.id, id), eq(terms.taxonomy, 'location')));
  return term !== undefined;
}

/**
 * Saves the owner's profile changes. A name goes through `nameMember`: the slug follows it and
 * the old one keeps answering with a 301.
 */
export async function updateProfile(db: Db, userId: number, changes: ProfileChanges): Promise<void> {
  const { name, ...rest } = changes;
  await db.transaction(async (tx) => {
    if (Object.keys(rest).length > 0)
      await tx
        .update(users)
        .set({ ...rest, updatedAt: new Date() })
        .where(eq(users.id, userId));
    if (name !== undefined && name !== null) await nameMember(tx, userId, name);
  });
}
