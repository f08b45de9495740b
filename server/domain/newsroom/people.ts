import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '#common/api-types.ts';
import type { MemberChange } from '#common/newsroom.ts';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { DomainError, domainNotFound } from '../errors.ts';
import { nameKeyMatch } from '../search/hinglish.ts';
import { type Actor, logAction } from './log.ts';

const ownAccount = () =>
  new DomainError(
    'forbidden',
    'rest_cannot_change_self',
    'You cannot change your own role or suspend yourself.',
  );

/**
 * An administrator changes a member's role or suspends / restores them (decisions §10), with
 * a log row per change. Nobody changes their own account here (an administrator cannot lock
 * themself out), and the last active administrator stays one. Suspending ends every session
 * of the member at once; sign-in and application passwords refuse them until restored.
 */
export async function changeMember(tx: Db, actor: Actor, id: number, change: MemberChange): Promise<void> {
  if (id === actor.id) throw ownAccount();
  const [member] = await tx
    .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!member) throw domainNotFound('rest_user_invalid_id', 'Invalid user ID.');
  const losesAdmin =
    member.role === 'administrator' &&
    member.suspendedAt === null &&
    ((change.role !== undefined && change.role !== 'administrator') || change.suspended === true);
  if (losesAdmin && (await otherActiveAdmins(tx, id)) === 0)
    throw new DomainError(
      'conflict',
      'rest_last_administrator',
      'The site needs at least one administrator.',
    );

  if (change.role !== undefined && change.role !== member.role) {
    await tx.update(users).set({ role: change.role, updatedAt: new Date() }).where(eq(users.id, id));
    await logAction(tx, actor, {
      action: 'change_role',
      objectType: 'user',
      objectId: id,
      before: { role: member.role },
      after: { role: change.role },
    });
  }
  const suspended = member.suspendedAt !== null;
  if (change.suspended !== undefined && change.suspended !== suspended) {
    await tx
      .update(users)
      .set({ suspendedAt: change.suspended ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, id));
    if (change.suspended) await tx.delete(sessions).where(eq(sessions.userId, id));
    await logAction(tx, actor, {
      action: change.suspended ? 'suspend_member' : 'restore_member',
      objectType: 'user',
      objectId: id,
      before: { suspended },
      after: { suspended: change.suspended },
    });
  }
}

/** Administrators other than `id` who are not suspended, counted under lock of their rows. */
async function otherActiveAdmins(tx: Db, id: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'administrator' satisfies Role), isNull(users.suspendedAt), ne(users.id, id)))
    .for('update');
  return rows.length;
}

/** Names the log keeps of whoever acts: read once per action. */
export async function loadActor(tx: Db, id: number): Promise<Actor> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, slug: users.slug })
    .from(users)
    .where(eq(users.id, id));
  return row ?? { id, name: '', slug: '' };
}

/** A moderator's command and its log row, in one transaction. */
export const actAsModerator = <T>(db: Db, actorId: number, command: (tx: Db, actor: Actor) => Promise<T>) =>
  db.transaction(async (tx) => command(tx, await loadActor(tx, actorId)));

export const memberSearchCondition = (search: string) => {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${users.name} ILIKE ${like} OR ${users.slug} ILIKE ${like} OR ${users.email} = lower(${search}) OR ${nameKeyMatch(users.nameVector, search)})`;
};
