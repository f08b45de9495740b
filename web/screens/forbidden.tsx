import { StatusPage } from '#web/components/status-page.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { HeadContext } from '#web/lib/screen.ts';

export const head = ({ t }: HeadContext) => ({ title: t('forbidden.title'), noindex: true });

/** A signed-in member's role may not open the page (status 403): not a missing page. */
export default function Forbidden() {
  const { t } = useI18n();
  return <StatusPage code={403} title={t('forbidden.title')} body={t('forbidden.body')} />;
}
