import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { terms, users } from '#server/db/schema.ts';

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

/** Saves the owner's profile changes; the slug never changes. */
export async function updateProfile(db: Db, userId: number, changes: ProfileChanges): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
