import type { SocialLinks } from '#common/api-types.ts';
import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSettings } from '#web/lib/use-settings.ts';
import { MoreIcon, type MoreIconName } from './ui/more-icons.tsx';

/** The site's social links (spec §2), in the footer and the sidebar. */
const SOCIAL: { key: keyof SocialLinks; icon: MoreIconName; label: MessageKey }[] = [
  { key: 'facebook', icon: 'facebook', label: 'social.facebook' },
  { key: 'twitter', icon: 'twitter', label: 'social.twitter' },
  { key: 'instagram', icon: 'instagram', label: 'social.instagram' },
  { key: 'youtube', icon: 'youtube', label: 'social.youtube' },
  { key: 'contact', icon: 'envelope', label: 'social.contact' },
  { key: 'whatsapp', icon: 'whatsapp', label: 'social.whatsapp' },
];

export function SocialIcons({ className = '' }: { className?: string }) {
  const settings = useSettings();
  const { t } = useI18n();
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={t('footer.social')}>
      {SOCIAL.filter((s) => settings.social[s.key]).map((s) => (
        <li key={s.key}>
          <a
            href={settings.social[s.key]}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-stone-100 text-stone-700 hover:bg-rose-100 hover:text-rose-800"
            {...(s.key === 'contact' ? {} : { target: '_blank', rel: 'noopener' })}
          >
            <MoreIcon name={s.icon} label={t(s.label)} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
