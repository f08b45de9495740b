/**
 * The server's error page (server/ssr/error-page.ts) in English: a part of its own that no
 * browser bundle imports, since that page is plain HTML with no script.
 */
export const errorPageEn = {
  'errorPage.title': 'This page could not be shown',
  'errorPage.body': 'Something went wrong on our side. Try again in a moment, or go back to the home page.',
  'errorPage.retry': 'Try again',
  'errorPage.home': 'Go to the home page',
};

export type ErrorPageKey = keyof typeof errorPageEn;
