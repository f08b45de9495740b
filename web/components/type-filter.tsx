import { useI18n } from '#web/i18n/i18n-context.tsx';
import type { Params } from '#web/lib/api-client.ts';

/** The kinds a mixed list can be narrowed to (issue 13): `?type=` in the address. */
export const KINDS = ['all', 'posts', 'videos', 'notes', 'polls'] as const;
export type Kind = (typeof KINDS)[number];

export function kindOf(search: URLSearchParams): Kind {
  const value = search.get('type');
  return KINDS.find((k) => k === value) ?? 'all';
}

/** The `yka/v2/content` filter of a kind (`all` needs none). */
export const kindParams = (kind: Kind): Params => (kind === 'all' ? {} : { type: kind });

/**
 * All, Articles, Videos, Notes, Polls as links that work without JavaScript (search and
 * author pages). Its labels are in the browse catalogue part.
 */
export function TypeFilter({
  current,
  hrefOf,
  label,
}: {
  current: Kind;
  hrefOf: (kind: Kind) => string;
  label: string;
}) {
  const { t } = useI18n();
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-4 border-b border-stone-200 text-sm font-semibold whitespace-nowrap">
        {KINDS.map((kind) => (
          <li key={kind}>
            <a
              href={hrefOf(kind)}
              aria-current={kind === current ? 'page' : undefined}
              className={`inline-block pb-2 ${
                kind === current
                  ? 'border-b-2 border-rose-700 text-rose-800'
                  : 'text-stone-600 hover:text-stone-900'
              }`}
            >
              {t(`kind.${kind}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
