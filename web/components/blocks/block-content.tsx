import './builtin-blocks.tsx';
import { blockComponent, splitBlocks } from './registry.ts';

/**
 * HTML with its block placeholders rendered as components. `bodyOf` names the post whose
 * body this is: a body without blocks is marked, and the page does not carry it a second time
 * in its data (entry-server.tsx); the browser reads it back from here (entry-client.tsx).
 */
export function BlockContent({
  html,
  className,
  bodyOf,
}: {
  html: string;
  className?: string;
  bodyOf?: number;
}) {
  const segments = splitBlocks(html);
  const plain = bodyOf !== undefined && segments.length === 1 && 'html' in (segments[0] as object);
  return (
    <div className={className} data-body-of={plain ? bodyOf : undefined}>
      {segments.map((segment, i) => {
        if ('html' in segment)
          return <div key={i} data-content="" dangerouslySetInnerHTML={{ __html: segment.html }} />;
        const Block = blockComponent(segment.block);
        return Block ? <Block key={i} attrs={segment.attrs} /> : null;
      })}
    </div>
  );
}
