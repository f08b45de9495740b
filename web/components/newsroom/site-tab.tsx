import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { SocialLinks } from '#common/api-types.ts';
import type { AdminSiteSettings } from '#common/newsroom.ts';
import { WIDGET_CLASSES, WIDGET_LANGUAGE_CLASSES, WIDGET_LANGUAGES, WIDGET_TAGS } from '#common/widgets.ts';
import { termName } from '#web/components/post-meta.tsx';
import { describedBy, Field, inputClass, primaryButton } from '#web/components/profile/field.tsx';
import { EndSessions } from '#web/components/profile/sign-out-everywhere.tsx';
import { TermOptions } from '#web/components/ui/choices.tsx';
import type { MessageKey } from '#web/i18n/en.ts';
import { useI18n } from '#web/i18n/i18n-context.tsx';
import { rich } from '#web/i18n/rich.tsx';
import { useApi } from '#web/lib/api-context.tsx';
import { keys } from '#web/queries/keys.ts';
import { useNewsroomAction } from '#web/queries/mutations/newsroom.ts';
import { MenuEditor, move, nextMenuId } from './menu-editor.tsx';
import { fieldErrorsOf, newsroomQueries } from './newsroom-queries.ts';
import { dangerButton, ReorderButtons, StatusLine } from './newsroom-ui.tsx';

const SOCIAL: (keyof SocialLinks)[] = ['facebook', 'twitter', 'instagram', 'youtube', 'whatsapp', 'contact'];

type Form = Omit<AdminSiteSettings, 'version' | 'moderation_words'> & { words: string };

function toForm(settings: AdminSiteSettings): Form {
  const { version: _version, moderation_words, ...rest } = settings;
  return { ...rest, words: moderation_words.join('\n') };
}

function toBody(form: Form): Omit<AdminSiteSettings, 'version'> {
  const { words, ...rest } = form;
  return {
    ...rest,
    moderation_words: words
      .split('\n')
      .map((word) => word.trim())
      .filter(Boolean),
  };
}

/** A sidebar slot's name in the reader's language; a slot the catalogue does not know keeps its id. */
const SLOTS = ['right-sidebar', 'in-feed-term-tabs-slot-one', 'in-feed-term-tabs-slot-two'];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-lg font-bold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Changing the site's `version` ends every session; this one too, so the page asks to sign in again. */
function SignOutEveryone() {
  return (
    <EndSessions
      path="/yka/v2/newsroom/sign-out-everyone"
      next="/newsroom/site"
      text={{
        title: 'newsroom.site.signOutTitle',
        intro: 'newsroom.site.signOutIntro',
        button: 'newsroom.site.signOutButton',
        working: 'newsroom.working',
      }}
      confirm="newsroom.site.signOutConfirm"
      level={3}
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 p-4"
      introClassName="text-sm text-stone-700"
      buttonClassName={dangerButton}
    />
  );
}

/** Site (administrators, decisions §10): every site setting in one form, saved together. */
export function SiteTab() {
  const { t, lang } = useI18n();
  const slotName = (slot: string) =>
    SLOTS.includes(slot) ? t(`newsroom.site.slot.${slot}` as MessageKey) : slot;
  const api = useApi();
  const queryClient = useQueryClient();
  const settings = useSuspenseQuery(newsroomQueries.site(api)).data;
  const topics = useSuspenseQuery(newsroomQueries.topics(api)).data.data;
  const [form, setForm] = useState(() => toForm(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, busy, status } = useNewsroomAction();
  const id = useId();
  // New menu entries need ids no entry of either menu has; a ref keeps them unique between renders.
  const lastId = useRef(nextMenuId([settings.menus.primary, settings.menus.footer]) - 1);
  const newId = () => {
    lastId.current = Math.max(lastId.current, nextMenuId([form.menus.primary, form.menus.footer]) - 1) + 1;
    return lastId.current;
  };
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const topicName = (termId: number) => {
    const term = topics.find((item) => item.id === termId);
    return term ? termName(term, lang) : String(termId);
  };
  const field = (name: string, hint = false) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(`${id}-${name}`, hint, errors[name]),
  });

  const save = async () => {
    setErrors({});
    const answer = await run<AdminSiteSettings>(
      'site',
      toBody(form),
      () => t('newsroom.site.saved'),
      (error) => setErrors(fieldErrorsOf(error)),
    );
    if (!answer) return;
    setForm(toForm(answer));
    void queryClient.invalidateQueries({ queryKey: keys.settings });
  };

  /** A setting's label, hint and error around its `control` (which spreads `field(name)`). */
  const labelled = (name: string, label: MessageKey, control: ReactNode, hint?: MessageKey) => (
    <Field id={`${id}-${name}`} label={t(label)} hint={hint && t(hint)} error={errors[name]}>
      {control}
    </Field>
  );

  const text = (
    name: 'name' | 'description' | 'site_email' | 'analytics_url' | 'ad_script_url',
    label: MessageKey,
    type = 'text',
  ) =>
    labelled(
      name,
      label,
      <input
        {...field(name)}
        type={type}
        value={form[name]}
        onChange={(event) => set(name, event.target.value)}
        className={inputClass}
      />,
    );

  const topicSelect = (name: 'featured_category' | 'prompt_category', label: MessageKey) =>
    labelled(
      name,
      label,
      <select
        {...field(name)}
        value={form[name]}
        onChange={(event) => set(name, Number(event.target.value))}
        className={`${inputClass} bg-white`}
      >
        <TermOptions terms={topics} none={t('newsroom.site.none')} />
      </select>,
    );

  const addable = topics.filter((term) => !form.home_topics.includes(term.id));
  const moveTopic = (from: number, to: number) => set('home_topics', move(form.home_topics, from, to));

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-stone-600">{t('newsroom.site.intro')}</p>
      <form
        className="flex flex-col gap-6"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Group title={t('newsroom.site.general')}>
          {text('name', 'newsroom.site.name')}
          {labelled(
            'description',
            'newsroom.site.description',
            <textarea
              {...field('description')}
              rows={2}
              value={form.description}
              onChange={(event) => set('description', event.target.value)}
              className={inputClass}
            />,
          )}
          {text('site_email', 'newsroom.site.email', 'email')}
        </Group>

        <Group title={t('newsroom.site.menus')}>
          {errors.menus && <p className="text-sm font-semibold text-red-700">{errors.menus}</p>}
          {(['primary', 'footer'] as const).map((menu) => (
            <MenuEditor
              key={menu}
              name={menu}
              label={t(`newsroom.site.menu.${menu}`)}
              entries={form.menus[menu]}
              newId={newId}
              onChange={(entries) => set('menus', { ...form.menus, [menu]: entries })}
            />
          ))}
        </Group>

        <Group title={t('newsroom.site.sidebars')}>
          <p className="text-sm text-stone-600">
            {rich(t, 'newsroom.site.sidebarsHint', {
              tags: <Markup>{WIDGET_TAGS.join(', ')}</Markup>,
              classes: <Markup>{WIDGET_CLASSES.join(', ')}</Markup>,
              lang: <Markup>{WIDGET_LANGUAGES.map((lang) => `lang="${lang}"`).join(', ')}</Markup>,
              only: <Markup>{WIDGET_LANGUAGE_CLASSES.join(', ')}</Markup>,
            })}
          </p>
          {errors.sidebars && <p className="text-sm font-semibold text-red-700">{errors.sidebars}</p>}
          {Object.keys(form.sidebars).map((slot) => (
            <Field
              key={slot}
              id={`${id}-sidebar-${slot}`}
              label={t('newsroom.site.sidebar', { name: slotName(slot) })}
            >
              <textarea
                id={`${id}-sidebar-${slot}`}
                rows={4}
                value={form.sidebars[slot]}
                onChange={(event) => set('sidebars', { ...form.sidebars, [slot]: event.target.value })}
                className={`${inputClass} font-mono text-sm`}
              />
            </Field>
          ))}
        </Group>

        <Group title={t('newsroom.site.topics')}>
          {topicSelect('featured_category', 'newsroom.site.featured')}
          {topicSelect('prompt_category', 'newsroom.site.prompt')}
          <div>
            <h3 className="text-sm font-semibold text-stone-800">{t('newsroom.site.homeTopics')}</h3>
            {errors.home_topics && <p className="text-sm font-semibold text-red-700">{errors.home_topics}</p>}
            {form.home_topics.length === 0 ? (
              <p className="mt-1 text-sm text-stone-600">{t('newsroom.site.homeTopicsEmpty')}</p>
            ) : (
              <ol className="mt-2 flex flex-col gap-2" data-home-topics>
                {form.home_topics.map((termId, index) => (
                  <li
                    key={termId}
                    className="flex flex-wrap items-center gap-2 rounded-lg bg-stone-50 px-3 py-1.5"
                  >
                    <span className="min-w-0 flex-1 font-semibold text-stone-900">
                      {index + 1}. {topicName(termId)}
                    </span>
                    <ReorderButtons
                      name={topicName(termId)}
                      index={index}
                      count={form.home_topics.length}
                      onMove={(to) => moveTopic(index, to)}
                      onRemove={() =>
                        set(
                          'home_topics',
                          form.home_topics.filter((item) => item !== termId),
                        )
                      }
                    />
                  </li>
                ))}
              </ol>
            )}
            <label htmlFor={`${id}-add-topic`} className="mt-3 block text-sm font-semibold text-stone-800">
              {t('newsroom.site.addTopic')}
            </label>
            <select
              id={`${id}-add-topic`}
              value=""
              onChange={(event) => {
                const termId = Number(event.target.value);
                if (termId) set('home_topics', [...form.home_topics, termId]);
              }}
              className={`${inputClass} bg-white`}
            >
              <option value="">{t('newsroom.site.chooseTopic')}</option>
              {addable.map((term) => (
                <option key={term.id} value={term.id}>
                  {termName(term, lang)}
                </option>
              ))}
            </select>
          </div>
        </Group>

        <Group title={t('newsroom.site.social')}>
          {errors.social && <p className="text-sm font-semibold text-red-700">{errors.social}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            {SOCIAL.map((key) => (
              <Field
                key={key}
                id={`${id}-social-${key}`}
                label={t(`newsroom.site.social.${key}` as MessageKey)}
              >
                <input
                  id={`${id}-social-${key}`}
                  type="url"
                  value={form.social[key]}
                  onChange={(event) => set('social', { ...form.social, [key]: event.target.value })}
                  className={inputClass}
                />
              </Field>
            ))}
          </div>
        </Group>

        <Group title={t('newsroom.site.moderation')}>
          {labelled(
            'moderation_words',
            'newsroom.site.words',
            <textarea
              {...field('moderation_words', true)}
              rows={5}
              value={form.words}
              onChange={(event) => set('words', event.target.value)}
              className={inputClass}
            />,
            'newsroom.site.wordsHint',
          )}
          {labelled(
            'report_hide_threshold',
            'newsroom.site.threshold',
            <input
              {...field('report_hide_threshold', true)}
              type="number"
              min={1}
              value={form.report_hide_threshold}
              onChange={(event) => set('report_hide_threshold', Number(event.target.value))}
              className={`${inputClass} max-w-32`}
            />,
            'newsroom.site.thresholdHint',
          )}
        </Group>

        <Group title={t('newsroom.site.scripts')}>
          {text('analytics_url', 'newsroom.site.analytics', 'url')}
          {text('ad_script_url', 'newsroom.site.ads', 'url')}
        </Group>

        <div className="sticky bottom-0 z-10 flex flex-col gap-2 border-t border-stone-200 bg-white/95 py-3">
          <StatusLine status={status} />
          <div>
            <button type="submit" className={primaryButton} disabled={busy}>
              {busy ? t('newsroom.working') : t('newsroom.site.save')}
            </button>
          </div>
        </div>
      </form>
      <SignOutEveryone />
    </div>
  );
}

/** HTML's own words inside a sentence: never translated, skipped by the Hindi check (decisions 010). */
function Markup({ children }: { children: ReactNode }) {
  return (
    <code translate="no" className="rounded bg-stone-100 px-1 text-xs">
      {children}
    </code>
  );
}
