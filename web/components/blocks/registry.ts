import type { ComponentType } from 'react';
import type { ScreenContext } from '#web/lib/screen.ts';

/** Props every block receives: the placeholder's data-* attributes (without the prefix). */
export type BlockProps = { attrs: Record<string, string> };

/** A block loaded on demand: its component, and what it prefetches so the server renders it whole. */
export interface BlockModule {
  default: ComponentType<BlockProps>;
  load?(ctx: ScreenContext, attrs: Record<string, string>): Promise<unknown>;
}

const blocks = new Map<string, ComponentType<BlockProps>>();
const loaders = new Map<string, () => Promise<BlockModule>>();
const loaded = new Map<string, BlockModule>();

/**
 * Embeddable blocks (spec §2, decisions §7): page and post HTML holds placeholders such as
 * `<div data-yka-block="poll" data-id="12"></div>`; a feature registers the component that
 * renders its block here. Unregistered names render nothing.
 *
 * - `registerBlock(name, Component)`: small blocks, bundled with the page.
 * - `registerLazyBlock(name, () => import('./x.tsx'))`: a block in its own chunk, loaded
 *   (with its data) only by pages whose HTML holds it; see `loadBlocks`.
 */
export function registerBlock(name: string, component: ComponentType<BlockProps>) {
  blocks.set(name, component);
}

export function registerLazyBlock(name: string, loader: () => Promise<BlockModule>) {
  loaders.set(name, loader);
}

export function blockComponent(name: string): ComponentType<BlockProps> | undefined {
  return blocks.get(name) ?? loaded.get(name)?.default;
}

/** Loads the chunks of the lazy blocks in `html` and prefetches their data; screens await it in load(). */
export async function loadBlocks(ctx: ScreenContext, html: string): Promise<void> {
  await Promise.all(
    splitBlocks(html).map(async (segment) => {
      if (!('block' in segment)) return;
      const loader = loaders.get(segment.block);
      if (!loader) return;
      const module = loaded.get(segment.block) ?? (await loader());
      loaded.set(segment.block, module);
      await module.load?.(ctx, segment.attrs);
    }),
  );
}

const PLACEHOLDER = /<div\s+([^>]*data-yka-block="[^"]+"[^>]*)>\s*<\/div>/g;
const ATTR = /data-([\w-]+)="([^"]*)"/g;

export type Segment = { html: string } | { block: string; attrs: Record<string, string> };

/** Splits HTML into plain parts and block placeholders. */
export function splitBlocks(html: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of html.matchAll(PLACEHOLDER)) {
    if (match.index > last) segments.push({ html: html.slice(last, match.index) });
    const attrs: Record<string, string> = {};
    for (const [, key, value] of (match[1] ?? '').matchAll(ATTR)) attrs[key!] = value!;
    const name = attrs['yka-block'] ?? '';
    delete attrs['yka-block'];
    segments.push({ block: name, attrs });
    last = match.index + match[0].length;
  }
  if (last < html.length) segments.push({ html: html.slice(last) });
  return segments;
}
