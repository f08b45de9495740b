import { memo, Suspense } from 'react';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useSettings } from '#web/lib/use-settings.tsx';
import { FooterMenu } from './footer-menu.tsx';
import { useShellParts } from './shell-parts.tsx';

/**
 * The social links, server-rendered; their chunk hydrates them as the reader nears the footer
 * (shell-parts.tsx). Memoised: a re-render reaching a part still waiting for its chunk would
 * make React drop the server's HTML for the fallback.
 */
const SocialLinks = memo(function SocialLinks() {
  const { SocialIcons } = useShellParts();
  return (
    <div data-part="social">
      <Suspense fallback={null}>
        <SocialIcons />
      </Suspense>
    </div>
  );
});

export function Footer() {
  const settings = useSettings();
  const { t } = useI18n();
  return (
    <footer className="mt-12 border-t border-stone-200 bg-stone-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
        <SocialLinks />
        <FooterMenu />
        <p className="text-sm text-stone-600">
          {t('footer.copyright', { year: new Date().getFullYear(), name: settings.name })}
        </p>
      </div>
    </footer>
  );
}
