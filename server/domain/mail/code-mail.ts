import { escapeHtml } from '#common/html.ts';
import type { MailMessage } from './mailer.ts';

/**
 * The sign-in code mail, in English and Hindi in one message: the address may be new, so
 * there is no stored language to pick, and a reader of either finds their part at once.
 * The code comes first in both parts so that a phone's preview shows it.
 */
export function codeMail(options: {
  to: string;
  code: string;
  minutes: number;
  siteName: string;
}): MailMessage {
  const { to, code, minutes, siteName } = options;
  const subject = `${siteName}: your sign-in code / आपका साइन-इन कोड`;
  const text = [
    `${code}`,
    '',
    `Your ${siteName} sign-in code is ${code}. It is valid for ${minutes} minutes.`,
    'If you did not ask for it, ignore this mail; nobody can sign in without the code.',
    '',
    `${siteName} में साइन-इन के लिए आपका कोड ${code} है। यह ${minutes} मिनट तक मान्य है।`,
    'अगर आपने यह कोड नहीं माँगा था, तो इस मेल को अनदेखा करें; कोड के बिना कोई साइन-इन नहीं कर सकता।',
  ].join('\n');
  const site = escapeHtml(siteName);
  const html = `<!doctype html>
<html><body style="font-family: 'Noto Sans', Arial, sans-serif; color: #111;">
<p style="font-size: 32px; font-weight: bold; letter-spacing: 6px; margin: 16px 0;">${code}</p>
<div lang="en">
<p>Your ${site} sign-in code is <strong>${code}</strong>. It is valid for ${minutes} minutes.</p>
<p>If you did not ask for it, ignore this mail; nobody can sign in without the code.</p>
</div>
<hr>
<div lang="hi">
<p>${site} में साइन-इन के लिए आपका कोड <strong>${code}</strong> है। यह ${minutes} मिनट तक मान्य है।</p>
<p>अगर आपने यह कोड नहीं माँगा था, तो इस मेल को अनदेखा करें; कोड के बिना कोई साइन-इन नहीं कर सकता।</p>
</div>
</body></html>`;
  return { to, subject, text, html };
}
