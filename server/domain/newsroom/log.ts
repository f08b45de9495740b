import type { LogAction, LogEntry } from '#common/newsroom.ts';
import type { Db } from '#server/db/client.ts';
import { moderationLog } from '#server/db/schema.ts';

/** Who acts, as the log keeps them (by value: the log never changes afterwards). */
export interface Actor {
  id: number;
  name: string;
  slug: string;
}

export interface LogInput {
  action: LogAction;
  objectType: LogEntry['object_type'];
  objectId: number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string;
}

/**
 * Writes one row of the moderation log (decisions §10) in the caller's transaction, so an
 * action and its record commit or fail together. Answers the row's id.
 */
export async function logAction(tx: Db, actor: Actor, entry: LogInput): Promise<number> {
  const [row] = await tx
    .insert(moderationLog)
    .values({
      actorId: actor.id,
      actorName: actor.name,
      actorSlug: actor.slug,
      action: entry.action,
      objectType: entry.objectType,
      objectId: entry.objectId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      note: entry.note ?? '',
    })
    .returning({ id: moderationLog.id });
  return row?.id ?? 0;
}

/** The fields of `after` whose values differ from `before`, each side with only those fields. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}
