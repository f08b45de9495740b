const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#039;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** How many URLs `plainTextToHtml` would turn into links (the comment hold rule counts them). */
export function countLinks(text: string): number {
  return text.match(URL_PATTERN)?.length ?? 0;
}

/** What the general path of `plainTextToHtml` handles: a line break, or the start of an address. */
const MAY_BREAK_OR_LINK = /[\r\n]|https?:/;

/**
 * Plain text (comments, notes) as safe HTML: escaped, URLs linked with
 * rel="nofollow ugc noopener" (decisions §3), blank lines as paragraphs, newlines as <br>.
 */
export function plainTextToHtml(text: string): string {
  // Most comments are one line without an address: one paragraph, made without the passes
  // below (a third of the time of a post's 100 comments on the server, issue 14).
  if (!MAY_BREAK_OR_LINK.test(text)) {
    const paragraph = text.trim();
    return paragraph === '' ? '' : `<p>${escapeHtml(paragraph)}</p>`;
  }
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .filter((p) => p.trim() !== '');
  return paragraphs
    .map((p) => {
      const linked = escapeHtml(p).replace(URL_PATTERN, (escapedUrl) => {
        return `<a href="${escapedUrl}" rel="nofollow ugc noopener" target="_blank">${escapedUrl}</a>`;
      });
      return `<p>${linked.replace(/\n/g, '<br />\n')}</p>`;
    })
    .join('\n');
}
