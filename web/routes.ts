/**
 * The route table (spec §2). Pure data, read by the server (to pick the screen and the
 * HTTP status) and by the browser router. Screens load on demand: `screen` names a file in
 * web/screens/.
 */
export type Layout = 'page' | 'app';

export interface RouteDef {
  id: string;
  pattern: RegExp;
  keys: string[];
  screen: string;
  layout: Layout;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

const TAXONOMIES = '(category|location)';

function route(id: string, path: string, screen: string, layout: Layout = 'page'): RouteDef {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      const m = /^:(\w+)(\(.+\))?$/.exec(part);
      if (!m) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(m[1]!);
      return m[2] ?? '([^/]+)';
    })
    .join('/');
  return { id, pattern: new RegExp(`^${source}/?$`), keys, screen, layout };
}

export const routes: RouteDef[] = [
  route('home', '/', 'home'),
  route('search', '/search', 'search', 'app'),
  route('logout', '/logout', 'logout'),
  route('sign-in', '/sign-in', 'sign-in'),
  route('not-found', '/404', 'not-found'),
  route('polls-list', '/polls-list', 'polls-list'),
  route('leaderboard', '/leaderboard', 'leaderboard', 'app'),
  route('newsfeed', '/newsfeed', 'newsfeed', 'app'),
  route('edit-profile', '/edit', 'edit-profile', 'app'),
  route('fep', '/me', 'fep'),
  route('create-poll', '/create-poll', 'create-poll', 'app'),
  route('create-note', '/create-note', 'create-note'),
  route('create-video', '/create-video', 'create-video'),
  route('write', '/write', 'write'),
  route('my-state-feed', '/mystatefeed', 'my-state-feed'),
  route('newsroom', '/newsroom', 'newsroom'),
  route('newsroom-tab', '/newsroom/:tab(comments|reports|site|people|inbox|log)', 'newsroom'),
  route('notifications', '/notifications', 'notifications'),
  route('saved', '/saved', 'saved'),
  route('menu', '/menu', 'menu'),
  route('location', '/locations', 'location', 'app'),
  route('author-polls', '/author/:slug/polls', 'author-polls', 'app'),
  route('author', '/author/:slug', 'author', 'app'),
  route('single-video', '/video/:slug', 'single-video'),
  route('single-poll', '/poll/:slug', 'single-poll'),
  route('single-note', '/note/:slug', 'single-note'),
  route('single-post', '/:year(\\d{4})/:month(\\d{2})/:slug', 'single-post'),
  route('subcategory', `/:taxonomy${TAXONOMIES}/:parent/:slug`, 'archive', 'app'),
  route('archive', `/:taxonomy${TAXONOMIES}/:slug`, 'archive', 'app'),
  route('page', '/:slug', 'page'),
];

export const notFoundRoute = routes.find((r) => r.id === 'not-found')!;

/** The first route whose pattern matches the path; unknown paths get NotFound. */
export function matchRoute(pathname: string): RouteMatch {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return { route: notFoundRoute, params: {} };
  }
  for (const r of routes) {
    const m = r.pattern.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    r.keys.forEach((key, i) => {
      params[key] = m[i + 1] ?? '';
    });
    return { route: r, params };
  }
  return { route: notFoundRoute, params: {} };
}
