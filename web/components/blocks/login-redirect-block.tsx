import { useI18n } from '#web/i18n/i18n-context.tsx';
import { useRouter } from '#web/lib/router.tsx';
import type { BlockProps } from './registry.ts';

/** A sign-in button that brings the reader back here (or to data-redirect) afterwards. */
export default function LoginRedirectBlock({ attrs }: BlockProps) {
  const { t } = useI18n();
  const { state } = useRouter();
  const back = attrs.redirect?.startsWith('/') ? attrs.redirect : state.location.pathname;
  return (
    <p className="not-prose my-6">
      <a
        href={`/edit?redirect=${encodeURIComponent(back)}`}
        className="inline-block rounded-full bg-rose-700 px-5 py-2 font-semibold text-white no-underline hover:bg-rose-800"
      >
        {attrs.label || t('login.redirect')}
      </a>
    </p>
  );
}
