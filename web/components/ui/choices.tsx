import type { ApiTerm, Lang } from '#common/api-types.ts';
import { byTermName, termName } from '#common/l10n.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';

/**
 * A select's options: `none` first (value 0), then the terms by their name in the reader's
 * language; `sorted` puts them in that language's alphabetical order (states), else they
 * keep the order they came in.
 */
export function TermOptions({
  terms,
  none,
  sorted = false,
}: {
  terms: ApiTerm[];
  none: string;
  sorted?: boolean;
}) {
  const { lang } = useI18n();
  const shown = sorted ? byTermName(terms, lang) : terms;
  return (
    <>
      <option value={0}>{none}</option>
      {shown.map((term) => (
        <option key={term.id} value={term.id}>
          {termName(term, lang)}
        </option>
      ))}
    </>
  );
}

/** Two radio buttons, English and Hindi, in the order given; `labels` are their names. */
export function LanguageRadios({
  name,
  order,
  value,
  labels,
  onChange,
}: {
  name: string;
  order: readonly [Lang, Lang];
  value: Lang;
  labels: Record<Lang, string>;
  onChange: (lang: Lang) => void;
}) {
  return (
    <div className="mt-2 flex flex-wrap gap-4">
      {order.map((code) => (
        <label key={code} className="flex items-center gap-2 text-stone-800">
          <input
            type="radio"
            name={name}
            value={code}
            checked={value === code}
            onChange={() => onChange(code)}
            className="h-4 w-4 accent-rose-700"
          />
          {labels[code]}
        </label>
      ))}
    </div>
  );
}
