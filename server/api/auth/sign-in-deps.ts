import type { FastifyBaseLogger } from 'fastify';
import type { SignInDeps } from '#server/domain/auth/sign-in.ts';
import type { AppDeps } from '#server/http/context.ts';

/** What signing in needs from the app, for the API's routes and the sign-in page's forms. */
export function signInDeps(
  { database, mailer, config, settings }: AppDeps,
  log: FastifyBaseLogger,
): SignInDeps {
  return {
    database,
    mailer,
    limits: {
      perEmail: config.otpSendsPerEmailPerHour,
      perIp: config.otpSendsPerIpPerHour,
      verifiesPerIp: config.otpVerifiesPerIpPerHour,
    },
    siteName: async () => (await settings.site()).name,
    mailFailed: (error) => log.error({ err: error }, 'sign-in code mail failed'),
  };
}
