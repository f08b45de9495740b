import { type ReactNode, useId } from 'react';

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
