/**
 * The query keys of members' own data, one factory per entity, beside keys.ts (whose
 * comment says why they are apart). Their private answers are never kept by a shared cache.
 */
export const memberKeys = {
  /** the followed topics modal's pages */
  topicFollow: ['topic-follow'],
  /** the same modal's pages for a name searched (under topicFollow: a follow patches them too) */
  topicFollowSearch: (search: string) => ['topic-follow', search],
  /** under `users`: a follow or block patches every cached user, this one too */
  me: ['users', 'me'],
  applicationPasswords: ['users', 'me', 'application-passwords'],
  newsfeed: {
    all: ['newsfeed'],
    page: (userId: number, termId: number, page: number) => ['newsfeed', userId, termId, page],
  },
  writing: {
    item: (base: string, id: number) => ['writing', 'item', base, id],
    mine: {
      all: ['writing', 'mine'],
      page: (userId: number, base: string, status: string, page: number) => [
        'writing',
        'mine',
        userId,
        base,
        status,
        page,
      ],
    },
  },
  newsroom: {
    all: ['newsroom'],
    /** one list or figure of the newsroom: `counts`, `site`, or a tab with its page */
    part: (...part: (string | number)[]) => ['newsroom', ...part],
  },
} as const;
