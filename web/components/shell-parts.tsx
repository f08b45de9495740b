import { type ComponentType, createContext, lazy, useContext } from 'react';
import type { SignedInSession } from '#common/api-types.ts';
import { whenNear } from '#web/lib/use-idle-module.ts';

/**
 * Parts of the page shell that the article page's visitors never see or need live at once:
 * the sidebar (the 'app' layout), a member's user menu, the footer's social links. By default they are chunks that load when a page
 * shows them; the server renders them at once (entry-server.tsx), and a browser page that
 * shows one loads it before hydrating (entry-client.tsx), so hydration never waits on it.
 */
export interface ShellParts {
  Sidebar: ComponentType;
  /** the footer's social links: server-rendered, their icons hydrate when their chunk is in (near the footer) */
  SocialIcons: ComponentType;
  UserMenu: ComponentType<{ session: SignedInSession; here: string }>;
}

export const lazyShellParts: ShellParts = {
  Sidebar: lazy(() => import('./sidebar.tsx').then((m) => ({ default: m.Sidebar }))),
  // the footer's: hydrated as the reader nears the footer (decisions 016)
  SocialIcons: lazy(() =>
    whenNear('[data-part="social"]')
      .then(() => import('./social-icons.tsx'))
      .then((m) => ({ default: m.SocialIcons })),
  ),
  UserMenu: lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu }))),
};

export const ShellPartsContext = createContext<ShellParts>(lazyShellParts);

export function useShellParts(): ShellParts {
  return useContext(ShellPartsContext);
}

/** The parts a page shows at first paint, loaded (in the browser, before hydration). */
export async function loadShellParts(needs: { sidebar: boolean; userMenu: boolean }): Promise<ShellParts> {
  const [sidebar, userMenu] = await Promise.all([
    needs.sidebar ? import('./sidebar.tsx') : null,
    needs.userMenu ? import('./user-menu.tsx') : null,
  ]);
  return {
    ...lazyShellParts,
    Sidebar: sidebar?.Sidebar ?? lazyShellParts.Sidebar,
    UserMenu: userMenu?.UserMenu ?? lazyShellParts.UserMenu,
  };
}
