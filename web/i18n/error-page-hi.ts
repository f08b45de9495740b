import type { ErrorPageKey } from './error-page-en.ts';

/** सर्वर का त्रुटि पेज (server/ssr/error-page.ts): ब्राउज़र बंडल में नहीं जाता। */
export const errorPageHi: Record<ErrorPageKey, string> = {
  'errorPage.title': 'यह पेज दिखाया नहीं जा सका',
  'errorPage.body': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। थोड़ी देर में फिर कोशिश कीजिए, या होम पेज पर लौट जाइए।',
  'errorPage.retry': 'फिर कोशिश करें',
  'errorPage.home': 'होम पेज पर जाएँ',
};
