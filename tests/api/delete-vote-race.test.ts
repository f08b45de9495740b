import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castVote } from '#server/domain/polls.ts';
import { deletePost } from '#server/domain/writing/delete-post.ts';
import { loadPostRecord } from '#server/domain/writing/post-record.ts';
import { type Account, type Factories, factories } from '#tests/helpers/factories.ts';
import { createUsers, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 15: a delete racing votes on the same poll must not deadlock into a 500. On
 * PostgreSQL (DATABASE_URL) the requests really run at once on several connections; on
 * PGlite they queue on its one connection and the test checks the outcomes only.
 */
let t: TestApp;
let make: Factories;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  make = factories(t);
});
afterAll(async () => {
  await t?.close();
});

const OPTIONS = ['Option 1', 'Option 2', 'Option 3', 'Option 4'];
const freshPoll = (author: Account) => make.poll({ author, question: 'Race?', options: OPTIONS });

describe('deleting a poll while people vote on it', () => {
  it('answers every request without a 500 and leaves no vote behind', async () => {
    const admin = await make.user({ role: 'administrator' });
    const voterIds = await createUsers(t.database, 24);
    const voters = await Promise.all(voterIds.map((id) => signedInHeaders(t.database, id)));
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      const { postId, pollId, optionIds } = await freshPoll(admin);
      const votes = voters.map((headers, i) =>
        t.app.inject({
          method: 'POST',
          url: `/wp-json/yka/v2/polls/${pollId}/vote`,
          headers,
          // voters pick options in different orders, so option locks are taken every way round
          payload: { choice_id: optionIds[(i + round) % optionIds.length] },
        }),
      );
      const deletion = t.app.inject({
        method: 'DELETE',
        url: `/wp-json/yka/v2/fep/${postId}`,
        headers: admin.headers,
      });
      const answers = await Promise.all([...votes.slice(0, 12), deletion, ...votes.slice(12)]);
      const deleted = answers[12]!;
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const answer of answers) {
        statuses.push(answer.statusCode);
        expect([200, 404], answer.body).toContain(answer.statusCode);
      }
      const [left] = await t.database.query<{ votes: number; polls: number }>(
        `SELECT (SELECT count(*)::int FROM poll_votes WHERE poll_id = $1) AS votes,
                (SELECT count(*)::int FROM polls WHERE id = $1) AS polls`,
        [pollId],
      );
      expect(left).toEqual({ votes: 0, polls: 0 });
    }
    expect(statuses).not.toContain(500);
  });

  it('never deadlocks when the domain calls run at once (many rounds, no HTTP in between)', async () => {
    const admin = await make.user({ role: 'administrator' });
    const voterIds = await createUsers(t.database, 30);
    const failures: unknown[] = [];
    for (let round = 0; round < 25; round++) {
      const { postId, pollId, optionIds } = await freshPoll(admin);
      const record = await loadPostRecord(t.database.db, postId, false);
      const votes = voterIds.map((id, i) =>
        castVote(t.database, pollId, optionIds[(i * 7 + round) % optionIds.length]!, id).catch((error) => {
          failures.push(error);
        }),
      );
      const deletion = t.database.db
        .transaction((tx) => deletePost(tx, record!))
        .catch((error) => {
          failures.push(error);
        });
      await Promise.all([...votes.slice(0, 10), deletion, ...votes.slice(10)]);
    }
    expect(failures.map(String)).toEqual([]);
  });
});
