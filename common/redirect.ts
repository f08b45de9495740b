/**
 * The one check every redirect target goes through (issue 15, item 5): `/lang/en?next=…`,
 * the contact form's `_wpcf7_return`, the sign-in modal's `redirect`.
 *
 * A target is judged the way a browser will read it, not as the text it arrived as: the
 * WHATWG URL parser drops tabs and newlines anywhere, reads `\` as `/`, and resolves `//host`,
 * `/\host`, `/%09/host` (once decoded) and `javascript:` to another origin. So the target is
 * resolved against the site's origin, must stay on it, and the answer is the normalised path
 * (never the raw text), which must start with exactly one `/`.
 */
export function sameSiteUrl(target: unknown, origin: string): URL | null {
  if (typeof target !== 'string' || target === '' || target.length > 2048) return null;
  let url: URL;
  let site: URL;
  try {
    site = new URL(origin);
    url = new URL(target, site);
  } catch {
    return null;
  }
  if (url.origin !== site.origin) return null;
  if (!url.pathname.startsWith('/') || /^\/[/\\]/.test(url.pathname)) return null;
  return url;
}

/** The same-site path (with query and fragment) a target leads to, or null. */
export function sameSitePath(target: unknown, origin: string): string | null {
  const url = sameSiteUrl(target, origin);
  return url ? url.pathname + url.search + url.hash : null;
}
