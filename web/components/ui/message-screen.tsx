import type { ReactNode } from 'react';

/**
 * A screen that only says something: a heading, a line, and what to do next (links or
 * buttons, centred). `tall` gives it the room of the sign-out page; `status` reads the line
 * out when it appears; `busy` marks a screen that waits for something.
 */
export function MessageScreen({
  title,
  body,
  bodyClassName = 'mt-3 text-stone-600',
  status = false,
  tall = false,
  busy = false,
  children,
}: {
  title: string;
  body?: string;
  bodyClassName?: string;
  status?: boolean;
  tall?: boolean;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={`mx-auto max-w-xl px-4 ${tall ? 'py-20' : 'py-16'} text-center`}
      aria-busy={busy || undefined}
    >
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {body !== undefined && (
        <p className={bodyClassName} role={status ? 'status' : undefined}>
          {body}
        </p>
      )}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
