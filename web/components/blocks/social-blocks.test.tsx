import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiUser, SiteSettings } from '#common/api-types.ts';
import { accountsEn } from '#web/i18n/accounts-en.ts';
import { en } from '#web/i18n/en.ts';
import { I18nProvider } from '#web/i18n/i18n-context.tsx';
import { installCatalogue } from '#web/i18n/translate.ts';
import type { ApiClient } from '#web/lib/api-client.ts';
import { ApiProvider } from '#web/lib/api-context.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { SessionProvider } from '#web/lib/session-context.tsx';
import { SettingsProvider } from '#web/lib/use-settings.tsx';
import { queries } from '#web/queries/keys.ts';
import { trendingAuthorsQuery } from '../social/social-queries.ts';
import LeaderboardBlock from './leaderboard-block.tsx';
import TrendingAuthorsBlock from './trending-authors-block.tsx';

installCatalogue('en', en);
installCatalogue('en', accountsEn);

/** An API that never answers: the blocks show their loading state. */
const pending: ApiClient = { get: () => new Promise(() => {}) };

function render(node: ReactNode, seed: (client: ReturnType<typeof createQueryClient>) => void = () => {}) {
  const client = createQueryClient(true);
  client.setQueryData(queries.settings(pending).queryKey, { version: '1' } as SiteSettings);
  seed(client);
  return renderToString(
    <QueryClientProvider client={client}>
      <ApiProvider client={pending}>
        <SettingsProvider>
          <I18nProvider lang="en">
            <SessionProvider initial={null}>{node}</SessionProvider>
          </I18nProvider>
        </SettingsProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
}

const user = (id: number, name: string): ApiUser =>
  ({
    id,
    name,
    slug: name.toLowerCase(),
    link: `http://x/author/${name.toLowerCase()}`,
    yka_avatar_url: '/a.png',
    leaderboard_rank: id,
    leaderboard_points: 100 - id,
    follow: { is_following: false, no_followers: 3 },
    block: { is_blocked: false },
  }) as ApiUser;

describe('social blocks', () => {
  it('the leaderboard shows 5 placeholder rows while loading', () => {
    const html = render(<LeaderboardBlock attrs={{ title: 'Top writers' }} />);
    expect(html).toContain('Top writers');
    expect(html.match(/<li/g)?.length).toBe(5);
  });

  it('the leaderboard lists ranks, names and points', () => {
    const html = render(<LeaderboardBlock attrs={{}} />, (client) =>
      client.setQueryData(queries.leaderboard(pending, { per_page: 10 }).queryKey, {
        data: [user(1, 'Asha'), user(2, 'Ravi')],
        total: 2,
        totalPages: 1,
      }),
    );
    expect(html).toContain('Asha');
    expect(html).toContain('99');
    expect(html.match(/<tr/g)?.length).toBe(3);
  });

  it("trending authors: 'Sorry, we could not find any authors' for an empty list", () => {
    const html = render(<TrendingAuthorsBlock attrs={{}} />, (client) =>
      client.setQueryData(trendingAuthorsQuery(pending).queryKey, { data: [], total: 0, totalPages: 0 }),
    );
    expect(html).toContain('Sorry, we could not find any authors');
  });

  it('trending authors: each with a follower count and a Follow button', () => {
    const html = render(<TrendingAuthorsBlock attrs={{}} />, (client) =>
      client.setQueryData(trendingAuthorsQuery(pending).queryKey, {
        data: [user(1, 'Asha'), user(2, 'Ravi')],
        total: 2,
        totalPages: 1,
      }),
    );
    expect(html).toContain('Trending authors');
    expect(html.match(/>Follow</g)?.length).toBe(2);
    expect(html).toContain('3 followers');
  });
});
