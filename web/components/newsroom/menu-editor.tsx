import { useId, useState } from 'react';
import type { MenuEntry } from '#common/api-types.ts';
import { inputClass } from '#web/components/profile/field.tsx';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { ActionButton, ReorderButtons } from './newsroom-ui.tsx';

/** A fresh id for a new entry: one above every id of both menus, as the server keeps them. */
export function nextMenuId(menus: MenuEntry[][]): number {
  const ids = menus.flat().flatMap((entry) => [entry.id, ...entry.children.map((child) => child.id)]);
  return Math.max(0, ...ids) + 1;
}

/** `list` with its item at `from` moved to `to`; the same list when `to` is outside it. */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

const FIELD_LABEL = {
  title: 'newsroom.site.menu.title',
  title_hi: 'newsroom.site.menu.titleHi',
  path: 'newsroom.site.menu.path',
} as const;

/** Entry `index` of `list` (a menu, or an entry's children): its fields, and moving or removing it. */
function EntryFields({
  list,
  index,
  child,
  onList,
}: {
  list: MenuEntry[];
  index: number;
  child: boolean;
  onList: (list: MenuEntry[]) => void;
}) {
  const entry = list[index] as MenuEntry;
  const onChange = (next: MenuEntry) => onList(list.map((old, i) => (i === index ? next : old)));
  const { t } = useI18n();
  const id = useId();
  const legend = t(child ? 'newsroom.site.menu.child' : 'newsroom.site.menu.entry', { n: index + 1 });
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2" data-menu-entry={entry.id}>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      {(['title', 'title_hi', 'path'] as const).map((key) => (
        <div key={key}>
          <label htmlFor={`${id}-${key}`} className="text-xs font-semibold text-stone-700">
            {t(FIELD_LABEL[key])}
          </label>
          <input
            id={`${id}-${key}`}
            lang={key === 'title_hi' ? 'hi' : undefined}
            value={entry[key] ?? ''}
            onChange={(event) => onChange({ ...entry, [key]: event.target.value })}
            className={inputClass}
          />
        </div>
      ))}
      <div>
        <label htmlFor={`${id}-tag`} className="text-xs font-semibold text-stone-700">
          {t('newsroom.site.menu.tag')}
        </label>
        <select
          id={`${id}-tag`}
          value={entry.tag}
          onChange={(event) => onChange({ ...entry, tag: event.target.value as MenuEntry['tag'] })}
          className={`${inputClass} bg-white`}
        >
          <option value="router-link">{t('newsroom.site.menu.tag.router-link')}</option>
          <option value="a">{t('newsroom.site.menu.tag.a')}</option>
        </select>
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <ReorderButtons
          name={legend}
          index={index}
          count={list.length}
          showWords
          onMove={(to) => onList(move(list, index, to))}
          onRemove={() => onList(list.filter((_, i) => i !== index))}
        />
      </div>
    </fieldset>
  );
}

/** One menu's entries with one level of children: edit, add, remove and reorder. */
export function MenuEditor({
  label,
  name,
  entries,
  newId,
  onChange,
}: {
  label: string;
  name: string;
  entries: MenuEntry[];
  newId: () => number;
  onChange: (entries: MenuEntry[]) => void;
}) {
  const { t } = useI18n();
  // Entries added here open at once, to be filled in; the others stay closed.
  const [fresh, setFresh] = useState<number[]>([]);
  const blank = (): MenuEntry => {
    const id = newId();
    setFresh((current) => [...current, id]);
    return { id, title: '', title_hi: '', path: '/', tag: 'router-link', children: [] };
  };
  const replace = (index: number, entry: MenuEntry) =>
    onChange(entries.map((old, i) => (i === index ? entry : old)));
  return (
    <section className="flex flex-col gap-3" data-menu={name}>
      <h3 className="font-semibold text-stone-900">{label}</h3>
      <ol className="flex flex-col gap-4">
        {entries.map((entry, index) => (
          <li key={entry.id}>
            {/* Closed by default: a menu of a dozen entries would otherwise fill a phone's screen many times. */}
            <details
              className="rounded-lg border border-stone-200 p-3"
              data-menu-item={index + 1}
              open={
                fresh.includes(entry.id) ||
                entry.children.some((child) => fresh.includes(child.id)) ||
                undefined
              }
            >
              <summary className="cursor-pointer font-semibold text-stone-900">
                {t('newsroom.site.menu.entry', { n: index + 1 })}:{' '}
                <span lang="en" data-content="">
                  {entry.title || '–'}
                </span>{' '}
                <span className="font-normal text-stone-600">
                  {entry.path}
                  {entry.children.length > 0 && ` · +${entry.children.length}`}
                </span>
              </summary>
              <div className="mt-3">
                <EntryFields list={entries} index={index} child={false} onList={onChange} />
                <ol className="mt-3 flex flex-col gap-3 border-l-2 border-stone-200 pl-3">
                  {entry.children.map((childEntry, childIndex) => (
                    <li key={childEntry.id}>
                      <EntryFields
                        list={entry.children}
                        index={childIndex}
                        child
                        onList={(children) => replace(index, { ...entry, children })}
                      />
                    </li>
                  ))}
                </ol>
                <ActionButton
                  className="mt-2"
                  onClick={() => replace(index, { ...entry, children: [...entry.children, blank()] })}
                >
                  + {t('newsroom.site.menu.addChild')}
                </ActionButton>
              </div>
            </details>
          </li>
        ))}
      </ol>
      <div>
        <ActionButton onClick={() => onChange([...entries, blank()])}>
          + {t('newsroom.site.menu.add')}
        </ActionButton>
      </div>
    </section>
  );
}
