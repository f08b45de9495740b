import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Lang } from '#common/api-types.ts';
import { makeTranslate, type Translate } from './translate.ts';

interface I18n {
  lang: Lang;
  t: Translate;
}

const I18nContext = createContext<I18n>({ lang: 'en', t: makeTranslate('en') });

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo(() => ({ lang, t: makeTranslate(lang) }), [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
