import { StatusPage } from '#web/components/status-page.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { HeadContext } from '#web/lib/screen.ts';

export const head = ({ t }: HeadContext) => ({ title: t('notFound.title'), noindex: true });

export default function NotFound() {
  const { t } = useI18n();
  return <StatusPage code={404} title={t('notFound.title')} body={t('notFound.body')} />;
}
