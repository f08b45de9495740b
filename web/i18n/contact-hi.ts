import type { contactEn } from './contact-en.ts';

/** The contact form's strings in Hindi (see contact-en.ts). */
export const contactHi: Record<keyof typeof contactEn, string> = {
  'contact.name': 'आपका नाम',
  'contact.email': 'आपका ई-मेल',
  'contact.subject': 'विषय',
  'contact.message': 'आपका संदेश',
  'contact.send': 'भेजें',
  'contact.sending': 'भेजा जा रहा है…',
  'contact.sent': 'आपका संदेश मिल गया, शुक्रिया! हम जल्द जवाब देंगे।',
  'contact.failed': 'कुछ जानकारी ठीक नहीं है। कृपया देखकर फिर से भेजें।',
};
