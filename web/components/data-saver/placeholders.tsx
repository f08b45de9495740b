import type { ApiPost, Lang } from '#common/api-types.ts';
import { formatBytes } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { Translate } from '#web/i18n/translate.ts';
import type { DataSaverParts } from '#web/lib/data-saver.ts';
import {
  estimateBytes,
  type PlaceholderLabel,
  parseSrcset,
  pickCandidate,
  placeholderImages,
  TAP_WIDTH,
} from '#web/offline/image-sources.ts';

/**
 * The data saver's pictures (decisions 014): a chunk of its own that only a data saver's page
 * loads (before it hydrates, entry-client.tsx), so the article page's budget does not carry it.
 */

/** A placeholder's words: its size and what a tap does. */
const label =
  (t: Translate, lang: Lang): PlaceholderLabel =>
  ({ width, height, bytes }) =>
    bytes
      ? t('dataSaver.image', { width, height, size: formatBytes(bytes, lang) })
      : t('dataSaver.imageNoSize');

/**
 * The featured picture: nothing is fetched until a tap, and the placeholder says how big the
 * one size the tap fetches is (its file size from the embedded media, or an estimate).
 * web/lite/lite.ts makes the tap work.
 */
function PicturePlaceholder({ post, className }: { post: ApiPost; className: string }) {
  const { t, lang } = useI18n();
  const chosen = pickCandidate(parseSrcset(post.featured_image_srcset), TAP_WIDTH) ?? {
    url: post.featured_image,
    width: post.featured_image_width,
  };
  const width = chosen.width || post.featured_image_width;
  const height = post.featured_image_width
    ? Math.round((width * post.featured_image_height) / post.featured_image_width)
    : 0;
  const sizes = post._embedded?.['wp:featuredmedia']?.[0]?.media_details.sizes ?? {};
  const known = Object.values(sizes).find((size) => size.source_url === chosen.url)?.filesize;
  const bytes = known || (width && height ? estimateBytes(width, height) : 0);
  return (
    <span
      className={`img-tap ${className}`}
      data-img-tap=""
      style={width && height ? { aspectRatio: `${width}/${height}` } : undefined}
    >
      <img data-src={chosen.url} alt="" width={width || undefined} height={height || undefined} />
      <button type="button">{label(t, lang)({ width, height, bytes })}</button>
    </span>
  );
}

export const dataSaverParts: DataSaverParts = {
  PicturePlaceholder,
  withPlaceholders: (html, t, lang) => placeholderImages(html, label(t, lang)),
};
