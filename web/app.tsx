import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { Footer } from './components/footer.tsx';
import { Header } from './components/header.tsx';
import { RetryView, ScreenErrorBoundary } from './components/screen-error-boundary.tsx';
import { useShellParts } from './components/shell-parts.tsx';
import { useI18n } from './i18n/i18n-context.tsx';
import { useRouter } from './lib/router.tsx';
import { listed } from './queries/mutations/errors.ts';

/**
 * The generic error list (decisions §9): its chunk loads with the first failure it shows, as
 * no page has one at first paint (the article page's budget).
 */
function Errors() {
  const cache = useQueryClient().getMutationCache();
  const [List, setList] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      cache.subscribe((event) => {
        if (event.type === 'updated' && listed(event.mutation))
          void import('./components/error-list.tsx').then((m) => setList(() => m.ErrorList));
      }),
    [cache],
  );
  return List && <List />;
}

/** The page shell: header, the screen in its layout (spec §2), footer. */
export function App() {
  const { Sidebar } = useShellParts();
  const { state, processing } = useRouter();
  const { t } = useI18n();
  const Screen = state.screen.default;
  const searchParams = new URLSearchParams(state.location.search);
  const body = state.chunkError ? (
    <RetryView
      message={t('error.chunk', { name: state.chunkError.name })}
      onRetry={() => window.location.reload()}
    />
  ) : (
    <ScreenErrorBoundary resetKey={`${state.location.pathname}${state.location.search}`}>
      <Suspense fallback={<p className="p-8 text-stone-500">{t('loading')}</p>}>
        <Screen params={state.match.params} search={searchParams} />
      </Suspense>
    </ScreenErrorBoundary>
  );
  return (
    <div id="app-container" className="flex min-h-screen flex-col" aria-busy={processing}>
      <Header />
      <Errors />
      {processing && (
        <div className="fixed left-0 top-0 z-50 h-0.5 w-full animate-pulse bg-rose-600" aria-hidden="true" />
      )}
      {state.match.route.layout === 'app' ? (
        <div className="mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_300px]">
          <main id="main" className="min-w-0">
            {body}
          </main>
          <Suspense fallback={null}>
            <Sidebar />
          </Suspense>
        </div>
      ) : (
        <>
          <main id="main" className="flex-1">
            {body}
          </main>
          <Footer />
        </>
      )}
    </div>
  );
}
