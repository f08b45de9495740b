import { type ComponentType, createContext, useContext } from 'react';
import type { ApiPost, Lang } from '#common/api-types.ts';
import type { Translate } from '#web/i18n/translate.ts';

/** What only the data saver's pages render: its picture placeholders (components/data-saver/). */
export interface DataSaverParts {
  PicturePlaceholder: ComponentType<{ post: ApiPost; className: string }>;
  /** a post body's pictures as tap-to-load placeholders */
  withPlaceholders(html: string, t: Translate, lang: Lang): string;
}

/**
 * Data saver (decisions 014): on when the request says `Save-Data: on` or the reader turned it
 * on (the `save_data` cookie). The server renders with it and marks `<html data-save-data>`;
 * the browser reads the mark and loads the parts before it hydrates, so both render the same
 * page. Null when it is off.
 */
export const DataSaverContext = createContext<DataSaverParts | null>(null);

export const useDataSaver = () => useContext(DataSaverContext);

/** In the browser: whether the server rendered this page with the data saver on. */
export const pageSavesData = () => document.documentElement.hasAttribute('data-save-data');
