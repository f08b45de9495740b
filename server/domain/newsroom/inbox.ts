import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactSubmissions } from '#server/db/schema.ts';
import { domainNotFound } from '../errors.ts';
import { type Actor, logAction } from './log.ts';

/** Marks a contact message handled (or open again), with its log row (decisions §10). */
export async function setMessageHandled(tx: Db, actor: Actor, id: number, handled: boolean): Promise<void> {
  const [row] = await tx
    .select({ handledAt: contactSubmissions.handledAt })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .for('update');
  if (!row) throw domainNotFound('rest_message_invalid_id', 'Invalid message ID.');
  const was = row.handledAt !== null;
  if (was === handled) return;
  await tx
    .update(contactSubmissions)
    .set(handled ? { handledAt: new Date(), handledBy: actor.id } : { handledAt: null, handledBy: null })
    .where(eq(contactSubmissions.id, id));
  await logAction(tx, actor, {
    action: handled ? 'handle_message' : 'reopen_message',
    objectType: 'message',
    objectId: id,
    before: { handled: was },
    after: { handled },
  });
}
