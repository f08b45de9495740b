import { type ReactNode, useId } from 'react';

// The parts members' screens are built of: a screen's title, a titled section, a screen that
// only says something. One module, so the screens that use them share one small chunk.

/** A screen's heading and, under it, the line that says what the screen is for. */
export function ScreenTitle({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-1 text-sm text-stone-600">{intro}</p>
    </div>
  );
}

/** A section named by its heading (read out as a region), the line that says what it is for, its body. */
export function HeadedSection({
  title,
  intro,
  level = 2,
  id,
  className,
  introClassName = 'text-sm text-stone-600',
  children,
}: {
  title: string;
  intro: string;
  level?: 2 | 3;
  id?: string;
  className: string;
  introClassName?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="text-lg font-bold text-stone-900">
        {title}
      </Heading>
      <p className={introClassName}>{intro}</p>
      {children}
    </section>
  );
}

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
