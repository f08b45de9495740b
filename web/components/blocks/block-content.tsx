import './builtin-blocks.tsx';
import { blockComponent, splitBlocks } from './registry.ts';

/** HTML with its block placeholders rendered as components. */
export function BlockContent({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className}>
      {splitBlocks(html).map((segment, i) => {
        if ('html' in segment)
          return <div key={i} data-content="" dangerouslySetInnerHTML={{ __html: segment.html }} />;
        const Block = blockComponent(segment.block);
        return Block ? <Block key={i} attrs={segment.attrs} /> : null;
      })}
    </div>
  );
}
