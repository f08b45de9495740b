import type { SocialLinks } from '#common/api-types.ts';
import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSettings } from '#web/lib/use-settings.ts';
import { MenuLink } from './menu-link.tsx';
import { Icon, type IconName } from './ui/icon.tsx';

const SOCIAL: { key: keyof SocialLinks; icon: IconName; label: MessageKey }[] = [
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
            <Icon name={s.icon} label={t(s.label)} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function FooterMenu({ className = '' }: { className?: string }) {
  const settings = useSettings();
  const { t } = useI18n();
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`} aria-label={t('nav.footer')}>
      {settings.menus.footer
        .flatMap((entry) => [entry, ...entry.children])
        .map((entry) => (
          <li key={entry.id}>
            <MenuLink entry={entry} className="text-stone-600 hover:text-rose-800 hover:underline" />
          </li>
        ))}
      <li>
        <a href="/leaderboard" className="text-stone-600 hover:text-rose-800 hover:underline">
          {t('nav.leaderboard')}
        </a>
      </li>
    </ul>
  );
}

export function Footer() {
  const settings = useSettings();
  const { t } = useI18n();
  return (
    <footer className="mt-12 border-t border-stone-200 bg-stone-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
        <SocialIcons />
        <FooterMenu />
        <p className="text-sm text-stone-600">
          {t('footer.copyright', { year: new Date().getFullYear(), name: settings.name })}
        </p>
      </div>
    </footer>
  );
}
