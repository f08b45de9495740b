/**
 * Video addresses (decisions §2, issue 12): which YouTube or Vimeo video a link names, its
 * player address and the picture the provider publishes for it. Pure string work: nothing
 * here asks YouTube or Vimeo anything.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoRef {
  provider: VideoProvider;
  id: string;
  /** Vimeo's private-link hash (`vimeo.com/123/abc`), which its player needs as `?h=` */
  hash?: string;
}

export interface VideoThumbnail {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
/** Paths of youtube.com that carry the id as their second segment. */
const YOUTUBE_PATHS = new Set(['shorts', 'embed', 'live', 'v']);

function youtube(id: string | null | undefined): VideoRef | null {
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
}

function vimeo(id: string | undefined, hash?: string | null): VideoRef | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  return hash && VIMEO_HASH.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
}

/**
 * The video an http(s) address names, or null: youtube.com/watch?v=, youtu.be/, youtube.com/
 * shorts|embed|live/, youtube-nocookie.com/embed/, vimeo.com/123 (also /123/hash, channels,
 * groups, showcases) and player.vimeo.com/video/123. A bare host page, a channel or a
 * playlist names no video and is refused.
 */
export function parseVideoUrl(value: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') return youtube(url.searchParams.get('v'));
    if (parts[0] && YOUTUBE_PATHS.has(parts[0]) && parts.length === 2) return youtube(parts[1]);
    return null;
  }
  if (host === 'youtu.be') return parts.length === 1 ? youtube(parts[0]) : null;
  if (host === 'player.vimeo.com')
    return parts[0] === 'video' && parts.length === 2 ? vimeo(parts[1], url.searchParams.get('h')) : null;
  if (host === 'vimeo.com') {
    // vimeo.com/123, /123/hash; /channels/x/123, /groups/x/videos/123, /showcase/x/video/123
    if (VIMEO_ID.test(parts[0] ?? '')) return parts.length <= 2 ? vimeo(parts[0], parts[1]) : null;
    const last = parts.at(-1);
    return ['channels', 'groups', 'showcase', 'album'].includes(parts[0] ?? '') && parts.length >= 3
      ? vimeo(last)
      : null;
  }
  return null;
}

/**
 * What a writer typed, made into an address: a pasted link without its `https://` (as a
 * phone's share sheet sometimes gives it) gets one.
 */
export function completeVideoUrl(value: string): string {
  const text = value.trim();
  if (!text || /^[a-z][a-z0-9+.-]*:/i.test(text)) return text;
  return `https://${text.replace(/^\/+/, '')}`;
}

/** The provider's player for the facade, starting at once (the reader already clicked play). */
export function videoEmbedUrl(video: VideoRef): string {
  if (video.provider === 'youtube')
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}?autoplay=1`;
  const hash = video.hash ? `h=${encodeURIComponent(video.hash)}&` : '';
  return `https://player.vimeo.com/video/${encodeURIComponent(video.id)}?${hash}autoplay=1`;
}

/**
 * The picture the provider publishes for a video without asking its API: YouTube's stills
 * at i.ytimg.com (`hqdefault` exists for every video; `mqdefault` is the 16:9 small one).
 * Vimeo only tells a video's picture through its API, which a page cannot call while it is
 * being rendered (decisions: "Videos in the browser"), so a Vimeo video has none.
 */
export function providerThumbnail(video: VideoRef): VideoThumbnail | null {
  if (video.provider !== 'youtube') return null;
  const base = `https://i.ytimg.com/vi/${encodeURIComponent(video.id)}`;
  return {
    src: `${base}/hqdefault.jpg`,
    srcset: `${base}/mqdefault.jpg 320w, ${base}/hqdefault.jpg 480w`,
    width: 480,
    height: 360,
  };
}
