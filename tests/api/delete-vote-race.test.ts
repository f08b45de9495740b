import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castVote } from '#server/domain/polls.ts';
import { deletePost } from '#server/domain/writing/delete-post.ts';
import { loadPostRecord } from '#server/domain/writing/post-record.ts';
import { createUser, createUsers, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * Issue 15: a delete racing votes on the same poll must not deadlock into a 500. On
 * PostgreSQL (DATABASE_URL) the requests really run at once on several connections; on
 * PGlite they queue on its one connection and the test checks the outcomes only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function freshPoll(authorId: number) {
  const slug = `race-poll-${Math.random().toString(36).slice(2, 10)}`;
  const [post] = await t.database.query<{ id: number }>(
    `INSERT INTO posts (type, status, slug, author_id, title) VALUES ('poll', 'publish', $1, $2, 'Race?') RETURNING id`,
    [slug, authorId],
  );
  const [poll] = await t.database.query<{ id: number }>(
    `INSERT INTO polls (post_id, author_id, question) VALUES ($1, $2, 'Race?') RETURNING id`,
    [post!.id, authorId],
  );
  await t.database.query(`UPDATE posts SET poll_id = $1 WHERE id = $2`, [poll!.id, post!.id]);
  const options = await t.database.query<{ id: number }>(
    `INSERT INTO poll_options (poll_id, label, position)
     SELECT $1, 'Option ' || g, g FROM generate_series(1, 4) AS g RETURNING id`,
    [poll!.id],
  );
  return { postId: post!.id, pollId: poll!.id, optionIds: options.map((o) => o.id) };
}

describe('deleting a poll while people vote on it', () => {
  it('answers every request without a 500 and leaves no vote behind', async () => {
    const adminId = await createUser(t.database, 'administrator');
    const admin = await signedInHeaders(t.database, adminId);
    const voterIds = await createUsers(t.database, 24);
    const voters = await Promise.all(voterIds.map((id) => signedInHeaders(t.database, id)));
    const statuses: number[] = [];
    for (let round = 0; round < 8; round++) {
      const { postId, pollId, optionIds } = await freshPoll(adminId);
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
        headers: admin,
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
    const adminId = await createUser(t.database, 'administrator');
    const voterIds = await createUsers(t.database, 30);
    const failures: unknown[] = [];
    for (let round = 0; round < 25; round++) {
      const { postId, pollId, optionIds } = await freshPoll(adminId);
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
