import type { FastifyInstance } from 'fastify';
import {
  NAME_STEP_PATH,
  SIGN_IN_PATH,
  type SignInPageState,
  type SignInProblem,
  signInDestination,
  signInPageUrl,
  WELCOME_TOPICS_SHOWN,
} from '#common/sign-in.ts';
import { sessionCookie } from '#server/api/auth/present-session.ts';
import { signInDeps } from '#server/api/auth/sign-in-deps.ts';
import { memberName } from '#server/api/users/member-name.ts';
import { normaliseEmail } from '#server/domain/auth/accounts.ts';
import { type CodeRefusal, sendSignInCode, signInWithCode } from '#server/domain/auth/sign-in.ts';
import { setTermFollow } from '#server/domain/follows.ts';
import { findUser } from '#server/domain/users/list-users.ts';
import { updateProfile } from '#server/domain/users/profile.ts';
import { fromForeignOrigin } from '#server/http/foreign-origin.ts';
import { acceptFormBodies, bodyOf } from '#server/http/form-body.ts';
import { pathId } from '#server/http/params.ts';
import { pickLanguage } from './language.ts';

/** The one text a form field holds (a repeated field counts as missing). */
const field = (body: Record<string, unknown>, name: string) => {
  const value = body[name];
  return typeof value === 'string' ? value : '';
};

const PROBLEM_OF_REFUSAL: Record<CodeRefusal['reason'], SignInProblem> = {
  too_many_requests: 'too-many-tries',
  wrong: 'wrong',
  too_many_tries: 'too-many-tries',
  burned: 'burned',
  expired: 'expired',
  suspended: 'suspended',
};

/**
 * The sign-in page's forms (decisions 016, *Signing in without the script*). The page
 * (web/screens/sign-in.tsx) posts here: an address alone asks for a code, an address with
 * `otp` signs in. Every answer is a 303: back to the page with the next step or what went
 * wrong in its query, or, signed in, to where the reader came from. The login modal does the
 * same through the API; both call the same domain functions.
 */
export async function signInFormRoutes(app: FastifyInstance) {
  const { config, database } = app.deps;
  const siteOrigin = new URL(config.publicUrl).origin;
  acceptFormBodies(app);

  app.post(SIGN_IN_PATH, async (request, reply) => {
    const body = bodyOf(request);
    const redirect = signInDestination(field(body, 'redirect'), siteOrigin);
    const back = (state: SignInPageState) =>
      reply.header('cache-control', 'no-store').redirect(signInPageUrl({ redirect, ...state }), 303);
    // another site's form only leads back to this page (login CSRF)
    if (fromForeignOrigin(request, siteOrigin)) return back({ error: 'cross-site' });
    const typed = field(body, 'email').trim();
    const email = normaliseEmail(typed);
    if (!email) return back({ error: 'email' });
    const deps = signInDeps(app.deps, request.log);

    if (body.otp === undefined) {
      const sent = await sendSignInCode(deps, email, request.ip);
      if (!sent.ok) return back({ error: sent.reason === 'too_many_codes' ? 'too-many-codes' : 'mail' });
      return back({ email: typed, resent: field(body, 'resend') === '1' });
    }

    const otp = field(body, 'otp').replace(/[\s-]/g, '');
    if (!/^\d{6}$/.test(otp)) return back({ email: typed, error: 'code' });
    const result = await signInWithCode(deps, {
      email,
      otp,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      lang: pickLanguage(request),
    });
    if (!result.ok) {
      const error = PROBLEM_OF_REFUSAL[result.reason];
      // a suspended account cannot use any code: the address step again
      if (result.reason === 'suspended') return back({ error });
      return back({
        email: typed,
        error,
        left: result.reason === 'wrong' ? result.attemptsLeft : undefined,
      });
    }
    // a first sign-in (an account with no name yet) asks for the name, as the modal does
    const named = Boolean((await findUser(database.db, result.userId))?.name);
    return reply
      .header('set-cookie', sessionCookie(result.token, config))
      .header('cache-control', 'no-store')
      .redirect(named ? (redirect ?? '/newsfeed') : signInPageUrl({ step: 'name', redirect }), 303);
  });

  /**
   * The name step's form (decisions 009 and 016): the name readers will see and the topics
   * chosen. It acts for the session cookie without a nonce: the cookie is SameSite=Strict (a
   * form of another site arrives without it) and a form whose Origin is another site's is
   * refused before anything is written, as at the code step.
   */
  app.post(NAME_STEP_PATH, async (request, reply) => {
    const body = bodyOf(request);
    const redirect = signInDestination(field(body, 'redirect'), siteOrigin);
    const back = (state: SignInPageState) =>
      reply
        .header('cache-control', 'no-store')
        .redirect(signInPageUrl({ step: 'name', redirect, ...state }), 303);
    if (fromForeignOrigin(request, siteOrigin)) return back({ error: 'cross-site' });
    const member = request.session?.user;
    // signed out meanwhile (the session ended or expired): sign in again, then the step
    if (!member) return back({});
    const name = memberName.safeParse(field(body, 'name'));
    if (!name.success)
      return back({
        error: name.error.issues.some((issue) => issue.code === 'too_big') ? 'name-long' : 'name',
      });
    await updateProfile(database.db, member.id, { name: name.data });
    // a topic removed since the page was drawn is skipped, as the modal skips a failed follow
    for (const id of topicIds(body.topic)) await setTermFollow(database, member.id, 'category', id, true);
    return reply.header('cache-control', 'no-store').redirect(redirect ?? '/newsfeed', 303);
  });
}

/** The topics ticked (one `topic` field each): ids only, at most as many as are offered. */
function topicIds(value: unknown): number[] {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  const ids = values.map((one) => (typeof one === 'string' ? pathId(one) : null));
  return [...new Set(ids.filter((id) => id !== null))].slice(0, WELCOME_TOPICS_SHOWN);
}
