import type { SocialLinks } from '#common/api-types.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { MoreIcon, type MoreIconName } from './ui/more-icons.tsx';

/** The site's social links (spec §2), in the footer and the sidebar, in this order. */
const NETWORKS: (keyof SocialLinks)[] = [
  'facebook',
  'twitter',
  'instagram',
  'youtube',
  'contact',
  'whatsapp',
];
const iconOf = (key: keyof SocialLinks): MoreIconName => (key === 'contact' ? 'envelope' : key);

export function SocialIcons({ className = '' }: { className?: string }) {
  const settings = useSettings();
  const { t } = useI18n();
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={t('footer.social')}>
      {NETWORKS.filter((key) => settings.social[key]).map((key) => (
        <li key={key}>
          <a
            href={settings.social[key]}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-stone-100 text-stone-700 hover:bg-rose-100 hover:text-rose-800"
            {...(key === 'contact' ? {} : { target: '_blank', rel: 'noopener' })}
          >
            <MoreIcon name={iconOf(key)} label={t(`social.${key}`)} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
