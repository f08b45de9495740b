import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { media, users } from '#server/db/schema.ts';
import type { StoredImage } from './store-image.ts';

export type MediaRow = typeof media.$inferSelect;

/** One upload by id, or undefined; with `authorId`, only if it is that user's own. */
export async function findMedia(db: Db, id: number, authorId?: number): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(authorId === undefined ? eq(media.id, id) : and(eq(media.id, id), eq(media.authorId, authorId)));
  return row;
}

/** The row of an upload whose files are stored. */
export async function insertMedia(
  db: Db,
  authorId: number,
  title: string,
  stored: StoredImage,
): Promise<MediaRow | undefined> {
  const [row] = await db
    .insert(media)
    .values({ authorId, title, ...stored })
    .returning();
  return row;
}

/** Deletes an upload's row; an avatar made from it goes back to the generated one. */
export async function deleteMedia(db: Db, id: number): Promise<void> {
  await db.update(users).set({ avatarMediaId: null, avatarUrl: '' }).where(eq(users.avatarMediaId, id));
  await db.delete(media).where(eq(media.id, id));
}
