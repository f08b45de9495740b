import type { ScreenModule } from '#web/lib/screen.ts';

/** Each screen is its own chunk, loaded on demand (spec §1: 120-second time-out). */
const modules = import.meta.glob<ScreenModule>('./*.tsx');

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

export function screenFile(name: string) {
  return `web/screens/${name}.tsx`;
}

/**
 * Screens already loaded: every server-rendered page resolves its screen, and an `import()`
 * of a loaded module still resolves its specifier and races a timer each time (issue 14).
 * A failed load is not kept, so the next navigation tries again.
 */
const loaded = new Map<string, ScreenModule>();

export async function loadScreen(name: string): Promise<ScreenModule> {
  const kept = loaded.get(name);
  if (kept) return kept;
  const screen = await importScreen(name);
  loaded.set(name, screen);
  return screen;
}

async function importScreen(name: string): Promise<ScreenModule> {
  const importer = modules[`./${name}.tsx`];
  if (!importer) throw new ChunkLoadError(`No screen named ${name}`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading ${name} timed out`)), CHUNK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([importer(), timeout]);
  } catch (error) {
    if (error instanceof ChunkLoadError) throw error;
    const isCss = error instanceof Error && /css/i.test(error.message);
    const failure = new ChunkLoadError(error instanceof Error ? error.message : String(error));
    if (isCss) failure.name = 'CSS_CHUNK_LOAD_FAILED';
    throw failure;
  } finally {
    clearTimeout(timer);
  }
}
