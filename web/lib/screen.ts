import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Lang, SiteSettings } from '#common/api-types.ts';
import type { Translate } from '#web/i18n/translate.ts';
import type { ApiClient } from './api-client.ts';

export interface ScreenContext {
  api: ApiClient;
  queryClient: QueryClient;
  params: Record<string, string>;
  search: URLSearchParams;
  lang: Lang;
}

export interface HeadContext extends ScreenContext {
  settings: SiteSettings;
  t: Translate;
  /** absolute URL of the page being rendered */
  url: string;
}

/** What a page puts in <head>: title, description, sharing cards, JSON-LD (decisions §8). */
export interface Head {
  title: string;
  description?: string;
  canonical?: string;
  image?: string;
  /** the image's size and type for og:image:width/height/type (the default image's are known) */
  imageSize?: { width: number; height: number; type: string };
  /** what the image shows, for og:image:alt */
  imageAlt?: string;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: object[];
  noindex?: boolean;
  /** the page shows what its reader typed (the sign-in page's address): no cache may keep it */
  noStore?: boolean;
  /** language of the content, when it differs from the interface */
  contentLang?: Lang;
  /** the page's own RSS feed (an author's, a topic's), announced beside the site's */
  feed?: { title: string; href: string };
}

export interface ScreenProps {
  params: Record<string, string>;
  search: URLSearchParams;
}

/** A screen module in web/screens/: its data, its head and its component. */
export interface ScreenModule {
  /** Prefetches what the screen shows; throw `notFound()` for a missing item, `forbidden()` for a closed one. */
  load?(ctx: ScreenContext): Promise<void>;
  head(ctx: HeadContext): Head;
  default: ComponentType<ScreenProps>;
}

export class NotFoundError extends Error {
  constructor() {
    super('not found');
    this.name = 'NotFoundError';
  }
}

export const notFound = () => new NotFoundError();

/** A signed-in member whose role may not see the screen: the Forbidden screen, status 403. */
export class ForbiddenError extends Error {
  constructor() {
    super('forbidden');
    this.name = 'ForbiddenError';
  }
}

export const forbidden = () => new ForbiddenError();
