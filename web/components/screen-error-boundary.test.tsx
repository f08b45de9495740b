// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '#web/i18n/en.ts';
import { hi } from '#web/i18n/hi.ts';
import { I18nProvider } from '#web/i18n/i18n-context.tsx';
import { installCatalogue } from '#web/i18n/translate.ts';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';

installCatalogue('en', en);
installCatalogue('hi', hi);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let fail = true;

/** A screen that throws while rendering as long as `fail` is set. */
function Fragile() {
  if (fail) throw new Error('screen broke');
  return <p>screen works</p>;
}

let calls = 0;
/** A screen whose query fails the first time and succeeds after. */
function Loading() {
  const { data } = useSuspenseQuery({
    queryKey: ['fragile'],
    queryFn: async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
      return 'loaded data';
    },
    retry: false,
  });
  return <p>{data}</p>;
}

function render(node: React.ReactNode, lang: 'en' | 'hi' = 'en', resetKey = '/a') {
  const client = new QueryClient();
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <I18nProvider lang={lang}>
          <header>header stays</header>
          <ScreenErrorBoundary resetKey={resetKey}>
            <Suspense fallback={<p>loading</p>}>{node}</Suspense>
          </ScreenErrorBoundary>
        </I18nProvider>
      </QueryClientProvider>,
    ),
  );
}

const retryButton = () => container.querySelector('button') as HTMLButtonElement;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  fail = true;
  calls = 0;
  // React reports the caught error on the console; the test is about what the reader sees.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

describe('ScreenErrorBoundary', () => {
  it('shows a message and a Retry instead of a screen that throws, and Retry renders it again', () => {
    render(<Fragile />);
    expect(container.textContent).toContain('header stays');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(en['error.screen']);
    expect(retryButton().textContent).toBe(en['error.retry']);
    fail = false;
    act(() => retryButton().click());
    expect(container.textContent).toContain('screen works');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('speaks Hindi on a Hindi page', () => {
    render(<Fragile />, 'hi');
    expect(container.textContent).toContain(hi['error.screen']);
    expect(retryButton().textContent).toBe(hi['error.retry']);
  });

  it('refetches a failed query on Retry', async () => {
    render(<Loading />);
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')).not.toBeNull());
    await act(async () => retryButton().click());
    await vi.waitFor(() => expect(container.textContent).toContain('loaded data'));
    expect(calls).toBe(2);
  });

  it('forgets the error on another page', () => {
    render(<Fragile />, 'en', '/a');
    expect(retryButton()).not.toBeNull();
    fail = false;
    render(<Fragile />, 'en', '/b');
    expect(container.textContent).toContain('screen works');
  });
});
