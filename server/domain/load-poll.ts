import { and, asc, eq } from 'drizzle-orm';
import type { ApiPoll } from '#common/api-types.ts';
import type { Db } from '#server/db/client.ts';
import { pollOptions, polls, pollVotes } from '#server/db/schema.ts';

/** A poll with its options and the viewer's choice, or null when it does not exist. */
export async function loadPoll(db: Db, id: number, viewerId: number | null): Promise<ApiPoll | null> {
  const [poll] = await db.select().from(polls).where(eq(polls.id, id));
  if (!poll) return null;
  const [options, votes] = await Promise.all([
    db.select().from(pollOptions).where(eq(pollOptions.pollId, id)).orderBy(asc(pollOptions.position)),
    viewerId !== null
      ? db
          .select({ optionId: pollVotes.optionId })
          .from(pollVotes)
          .where(and(eq(pollVotes.pollId, id), eq(pollVotes.userId, viewerId)))
      : [],
  ]);
  return {
    id: poll.id,
    post: poll.postId ?? 0,
    question: poll.question,
    options: options.map((o) => ({ id: o.id, label: o.label, votes: o.votes })),
    total_votes: poll.totalVotes,
    has_voted: votes.length > 0,
    choice_id: votes[0]?.optionId ?? 0,
  };
}
