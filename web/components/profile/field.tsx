import type { FieldsetHTMLAttributes, ReactNode } from 'react';

/** A labelled form field with the server's message for it, read out with the field. */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  aside,
  children,
}: {
  id: string;
  label: string;
  /** beside the label (the अ/A typing toggle) */
  aside?: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      {aside ? (
        <div className="flex items-center justify-between gap-2">
          <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
            {label}
          </label>
          {aside}
        </div>
      ) : (
        <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
          {label}
        </label>
      )}
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria-describedby for a field: its hint and its error, when present. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

export const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-stone-900 focus:border-rose-700 focus:outline-none focus:ring-2 focus:ring-rose-200';
export const primaryButton =
  'rounded-full bg-rose-700 px-5 py-2 font-semibold text-white hover:bg-rose-800 disabled:opacity-60';
export const secondaryButton =
  'rounded-full border border-stone-300 px-4 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-60';

/** Fields under one name (checkboxes, radio buttons): a fieldset and its legend. */
export function FieldGroup({
  legend,
  children,
  ...props
}: { legend: ReactNode; children: ReactNode } & FieldsetHTMLAttributes<HTMLFieldSetElement>) {
  return (
    <fieldset {...props}>
      <legend className="text-sm font-semibold text-stone-800">{legend}</legend>
      {children}
    </fieldset>
  );
}
