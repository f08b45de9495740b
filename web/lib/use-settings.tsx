import { useSuspenseQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { SiteSettings } from '#common/api-types.ts';
import { queries } from '#web/queries/keys.ts';
import { useApi } from './api-context.tsx';

const SettingsContext = createContext<SiteSettings | null>(null);

/**
 * Site settings for the whole page, read from the query cache by one observer: a dozen
 * components of every page read them, and a query observer each cost a server render about
 * 3 % of its time (decisions 011). A change of the settings query still re-renders them.
 */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const settings = useSuspenseQuery(queries.settings(useApi())).data;
  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}

/** Site settings: always prefetched before a page renders (spec §1: the shell loads with them). */
export function useSettings(): SiteSettings {
  const settings = useContext(SettingsContext);
  if (!settings) throw new Error('useSettings outside SettingsProvider');
  return settings;
}
