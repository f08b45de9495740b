import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPoll } from '#common/api-types.ts';
import { type Factories, factories } from '#tests/helpers/factories.ts';
import { createUsers, signedInHeaders } from '#tests/helpers/sign-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let make: Factories;
beforeAll(async () => {
  t = await createTestApp();
  make = factories(t);
});
afterAll(async () => {
  await t?.close();
});

/** A published poll with fresh options and no votes, so every count below is exact. */
const freshPoll = (options?: string[]) =>
  make.poll({ question: 'Question?', ...(options ? { options } : {}) });

async function vote(pollId: number, choice: unknown, headers: Record<string, string> = {}) {
  const r = await t.app.inject({
    method: 'POST',
    url: `/wp-json/yka/v2/polls/${pollId}/vote`,
    headers,
    payload: { choice_id: choice },
  });
  return { status: r.statusCode, body: r.json() };
}

async function counts(pollId: number, postId: number) {
  const [row] = await t.database.query<{
    total: number;
    options: number;
    rows: number;
    post_votes: number;
  }>(
    `SELECT p.total_votes AS total,
            (SELECT coalesce(sum(votes), 0)::int FROM poll_options WHERE poll_id = p.id) AS options,
            (SELECT count(*)::int FROM poll_votes WHERE poll_id = p.id) AS rows,
            (SELECT poll_votes FROM posts WHERE id = $2) AS post_votes
       FROM polls p WHERE p.id = $1`,
    [pollId, postId],
  );
  return row!;
}

async function points(userIds: number[]) {
  const [row] = await t.database.query<{ total: number; monthly: number; ledger: number }>(
    `SELECT (SELECT coalesce(sum(total_points), 0)::int FROM users WHERE id = ANY($1::int[])) AS total,
            (SELECT coalesce(sum(points), 0)::int FROM monthly_points WHERE user_id = ANY($1::int[])) AS monthly,
            (SELECT count(*)::int FROM points_ledger WHERE user_id = ANY($1::int[])) AS ledger`,
    [userIds],
  );
  return row!;
}

describe('GET yka/v2/polls/{id}', () => {
  it('answers a visitor without a choice and a voter with has_voted and choice_id', async () => {
    const { pollId, optionIds } = await freshPoll();
    const visitor = await t.app.inject({ url: `/wp-json/yka/v2/polls/${pollId}` });
    expect(visitor.json()).toMatchObject({ id: pollId, has_voted: false, choice_id: 0, total_votes: 0 });

    const { headers } = await make.user();
    await vote(pollId, optionIds[1], headers);
    const r = await t.app.inject({
      url: `/wp-json/yka/v2/polls/${pollId}`,
      headers: { cookie: headers.cookie },
    });
    expect(r.json()).toMatchObject({ has_voted: true, choice_id: optionIds[1], total_votes: 1 });
    expect(r.headers['cache-control']).toMatch(/private/);
  });

  it('answers 404 rest_poll_invalid_id for a missing or malformed id', async () => {
    for (const id of ['999999', 'abc', '-1', '99999999999']) {
      const r = await t.app.inject({ url: `/wp-json/yka/v2/polls/${id}` });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ code: 'rest_poll_invalid_id', data: { status: 404 } });
    }
  });
});

describe('POST yka/v2/polls/{id}/vote', () => {
  it('refuses a visitor with 401 rest_not_logged_in', async () => {
    const { pollId, optionIds } = await freshPoll();
    const r = await vote(pollId, optionIds[0]);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'rest_not_logged_in', data: { status: 401 } });
  });

  it('treats a cookie write without the nonce as a visitor (401)', async () => {
    const { pollId, optionIds } = await freshPoll();
    const headers = (await make.user()).headers;
    const r = await vote(pollId, optionIds[0], { cookie: headers.cookie });
    expect(r.status).toBe(401);
  });

  it('counts a vote, answers the poll and awards +2 points once', async () => {
    const { pollId, postId, optionIds } = await freshPoll();
    const { id: user, headers } = await make.user();
    const r = await vote(pollId, optionIds[2], headers);
    expect(r.status).toBe(200);
    const poll = r.body as ApiPoll;
    expect(poll).toMatchObject({ id: pollId, has_voted: true, choice_id: optionIds[2], total_votes: 1 });
    expect(poll.options.map((o) => o.votes)).toEqual([0, 0, 1]);
    expect(await counts(pollId, postId)).toEqual({ total: 1, options: 1, rows: 1, post_votes: 1 });
    expect(await points([user])).toEqual({ total: 2, monthly: 2, ledger: 1 });

    // The user's points show at once where the leaderboard reads them.
    const profile = await t.app.inject({ url: `/wp-json/yka/v1/follow/${user}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ total_points: 2, leaderboard_points: 2 });
  });

  it('answers a second vote with 409 already_voted and the poll, without points', async () => {
    const { pollId, postId, optionIds } = await freshPoll();
    const { id: user, headers } = await make.user();
    await vote(pollId, optionIds[0], headers);
    const again = await vote(pollId, optionIds[1], headers);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'already_voted',
      data: { status: 409, poll: { id: pollId, has_voted: true, choice_id: optionIds[0], total_votes: 1 } },
    });
    expect(await counts(pollId, postId)).toEqual({ total: 1, options: 1, rows: 1, post_votes: 1 });
    expect(await points([user])).toEqual({ total: 2, monthly: 2, ledger: 1 });
  });

  it('refuses an option of another poll with 400 and counts nothing', async () => {
    const a = await freshPoll();
    const b = await freshPoll();
    const headers = (await make.user()).headers;
    const r = await vote(a.pollId, b.optionIds[0], headers);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'rest_poll_invalid_choice', data: { status: 400 } });
    expect(await counts(a.pollId, a.postId)).toEqual({ total: 0, options: 0, rows: 0, post_votes: 0 });
    expect(await counts(b.pollId, b.postId)).toEqual({ total: 0, options: 0, rows: 0, post_votes: 0 });
  });

  it('refuses a missing or malformed choice_id with 400 rest_invalid_param', async () => {
    const { pollId } = await freshPoll();
    const headers = (await make.user()).headers;
    for (const choice of [undefined, 'abc', 0, 1.5, { x: 1 }, 99999999999]) {
      const r = await vote(pollId, choice, headers);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });

  it('answers 404 for a missing poll and for a poll whose post is a draft', async () => {
    const headers = (await make.user()).headers;
    expect((await vote(999999, 1, headers)).status).toBe(404);
    expect((await vote(99999999999, 1, headers)).status).toBe(404);
    const { pollId, postId, optionIds } = await freshPoll();
    await t.database.query(`UPDATE posts SET status = 'draft' WHERE id = $1`, [postId]);
    const r = await vote(pollId, optionIds[0], headers);
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('rest_poll_invalid_id');
  });

  it('accepts a form-encoded choice_id, as WordPress clients send it', async () => {
    const { pollId, optionIds } = await freshPoll();
    const headers = (await make.user()).headers;
    const r = await t.app.inject({
      method: 'POST',
      url: `/wp-json/yka/v2/polls/${pollId}/vote/`,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `choice_id=${optionIds[0]}`,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ has_voted: true, choice_id: optionIds[0] });
  });
});

// The must-show: exact counts under concurrent votes. PostgreSQL runs the votes on
// a pool of connections at once; PGlite serialises them, so it runs a smaller version.
const onPg = process.env.TEST_DRIVER === 'pg';

describe('concurrent votes', () => {
  const voters = onPg ? 200 : 40;

  it(`${voters} users voting at once → exactly ${voters} votes and ${voters} × 2 points`, async () => {
    const { pollId, postId, optionIds } = await freshPoll();
    const users = await createUsers(t.database, voters);
    const headers = await Promise.all(users.map((u) => signedInHeaders(t.database, u)));
    const answers = await Promise.all(
      headers.map((h, i) => vote(pollId, optionIds[i % optionIds.length], h)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(voters);
    expect(await counts(pollId, postId)).toEqual({
      total: voters,
      options: voters,
      rows: voters,
      post_votes: voters,
    });
    expect(await points(users)).toEqual({ total: voters * 2, monthly: voters * 2, ledger: voters });
  });

  it('one user sending 20 votes at once → 1 vote and 2 points', async () => {
    const { pollId, postId, optionIds } = await freshPoll();
    const { id: user, headers } = await make.user();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vote(pollId, optionIds[i % optionIds.length], headers)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await counts(pollId, postId)).toEqual({ total: 1, options: 1, rows: 1, post_votes: 1 });
    expect(await points([user])).toEqual({ total: 2, monthly: 2, ledger: 1 });
  });
});
