import { Fragment, type ReactNode } from 'react';
import type { MessageKey } from './en.ts';
import type { Translate } from './translate.ts';

/**
 * A message whose placeholders hold elements, e.g. a name marked `translate="no"` inside a
 * Hindi sentence (decisions 010): `rich(t, 'write.draftIn', { name: <Name>…</Name> })`.
 */
export const rich = (t: Translate, key: MessageKey, nodes: Record<string, ReactNode>): ReactNode[] =>
  t(key, Object.fromEntries(Object.keys(nodes).map((name) => [name, `\0${name}\0`])))
    .split('\0')
    .map((part, i) => (i % 2 ? <Fragment key={i}>{nodes[part]}</Fragment> : part));

/** A person's or the site's name: never translated, skipped by the Hindi check (decisions 010). */
export function Name({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span translate="no" className={className}>
      {children}
    </span>
  );
}
