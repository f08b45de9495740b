/**
 * The contact form's strings in English: a part of the catalogue installed by the contact-form
 * block's own chunk (it is on one page), so the article page does not carry them.
 */
export const contactEn = {
  'contact.name': 'Your name',
  'contact.email': 'Your e-mail',
  'contact.subject': 'Subject',
  'contact.message': 'Your message',
  'contact.send': 'Send',
  'contact.sending': 'Sending…',
  'contact.sent': 'Thank you for your message. It has been sent.',
  'contact.failed': 'One or more fields have an error. Please check and try again.',
};
