import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { escapeHtml, plainTextToHtml } from '#common/html.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from '#common/limits.ts';
import { sameSiteUrl } from '#common/redirect.ts';
import { storeContactMessage } from '#server/domain/contact.ts';
import { takeRateLimit } from '#server/domain/rate-limit.ts';
import { notFound, tooManyRequests } from '#server/http/errors.ts';
import { pickLanguage } from '#server/ssr/language.ts';

const HOUR_MS = 3_600_000;

/** Answers in the visitor's interface language (the form's page shows them as they are). */
const MESSAGES = {
  en: {
    sent: 'Thank you for your message. It has been sent.',
    invalid: 'One or more fields have an error. Please check and try again.',
    required: 'Please fill out this field.',
    email: 'Please enter an e-mail address.',
    tooLong: 'This field is too long.',
  },
  hi: {
    sent: 'आपका संदेश मिल गया, शुक्रिया! हम जल्द जवाब देंगे।',
    invalid: 'कुछ जानकारी ठीक नहीं है। कृपया देखकर फिर से भेजें।',
    required: 'यह भरना ज़रूरी है।',
    email: 'कृपया सही ई-मेल पता लिखें।',
    tooLong: 'यह बहुत लंबा है।',
  },
};

type Messages = (typeof MESSAGES)['en'];

/**
 * Name and subject are one line each: they go into the mail's `From:` line and Subject, and
 * a line break typed (or scripted) into them would forge lines of the mail (issue 15). Every
 * kind of line or paragraph break, and other control characters, become one space.
 */
const oneLine = (value: string) =>
  value
    .replace(/[\p{Cc}\u2028\u2029\u0085]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

const contactFields = (m: Messages) =>
  z.object({
    'your-name': z
      .string({ message: m.required })
      .transform(oneLine)
      .pipe(z.string().min(1, m.required).max(CONTACT_NAME_MAX, m.tooLong)),
    'your-email': z.email({ message: m.email }).max(200, m.tooLong),
    'your-subject': z
      .string()
      .default('')
      .transform(oneLine)
      .pipe(z.string().max(CONTACT_SUBJECT_MAX, m.tooLong)),
    'your-message': z
      .string({ message: m.required })
      .trim()
      .min(1, m.required)
      .max(CONTACT_MESSAGE_MAX, m.tooLong),
  });

/** The page to return to after a form post without JavaScript, with the answer in its query. */
function returnUrl(body: Record<string, unknown>, origin: string, status: string): string | null {
  const url = sameSiteUrl(body._wpcf7_return, origin);
  if (!url) return null;
  url.searchParams.set('contact', status);
  return url.pathname + url.search;
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
}

/** Contact Form 7's feedback endpoint (decisions §7): validate, store, mail the site, answer. */
export async function contactRoutes(app: FastifyInstance) {
  const { database, settings, mailer, config } = app.deps;
  // Plain HTML forms post url-encoded; the form works without JavaScript.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post<{ Params: { id: string } }>(
    '/contact-form-7/v1/contact-forms/:id/feedback',
    async (request, reply) => {
      const site = await settings.stored();
      if (Number(request.params.id) !== site.contact_form_id) {
        throw notFound('wpcf7_not_found', 'The requested contact form was not found.');
      }
      const m = MESSAGES[pickLanguage(request)];
      const body = bodyOf(request);
      const parsed = contactFields(m).safeParse(body);
      let answer: { status: string; message: string; invalid_fields: { field: string; message: string }[] };
      if (!parsed.success) {
        answer = {
          status: 'validation_failed',
          message: m.invalid,
          invalid_fields: parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? ''),
            message: issue.message,
          })),
        };
      } else {
        if (!(await takeRateLimit(database, `contact:${request.ip}`, config.contactPerIpPerHour, HOUR_MS))) {
          throw tooManyRequests();
        }
        const form = parsed.data;
        await storeContactMessage(database.db, {
          formId: site.contact_form_id,
          name: form['your-name'],
          email: form['your-email'],
          subject: form['your-subject'],
          message: form['your-message'],
          ip: request.ip,
        });
        // The message is stored first, so a mail failure loses nothing; it is only logged.
        try {
          await mailer.send({
            to: site.site_email,
            replyTo: form['your-email'],
            subject: `[${site.name}] ${form['your-subject'] || 'Contact form'}`,
            text: `From: ${form['your-name']} <${form['your-email']}>\n\n${form['your-message']}`,
            html: `<p>From: ${escapeHtml(form['your-name'])} &lt;${escapeHtml(form['your-email'])}&gt;</p>${plainTextToHtml(form['your-message'])}`,
          });
        } catch (error) {
          request.log.warn(
            { err: error, to: site.site_email },
            'contact form mail not sent (message stored)',
          );
        }
        answer = { status: 'mail_sent', message: m.sent, invalid_fields: [] };
      }
      reply.header('cache-control', 'no-store');
      const back = returnUrl(body, app.deps.config.publicUrl, answer.status);
      if (back) return reply.redirect(back, 303);
      return { contact_form_id: site.contact_form_id, ...answer };
    },
  );
}
