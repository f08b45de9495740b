/**
 * Hostile HTML for the sanitiser (issue 15): each payload sits between two marked, legitimate
 * paragraphs, and every marked paragraph must survive the whole document. Every payload tries
 * to run `window.__pwned = 1` (or an alert), so a browser test can also see that nothing ran.
 *
 * Unclosed `svg`, `math`, `form`, `table` and `a` are left open on purpose: the HTML5 parser
 * ends them at the next paragraph, as the browser does. Raw-text elements (`style`, `textarea`,
 * `title`, `xmp`, `noscript` in a scripting browser) and `template` swallow everything after
 * them in the browser too, so those payloads close them, often in a place meant to confuse a
 * parser (mXSS).
 */
export const HOSTILE_PAYLOADS: readonly string[] = [
  // unclosed foreign content: the paragraph after it breaks out
  '<svg onload="window.__pwned=1">',
  '<svg><g><a href="javascript:window.__pwned=1"><text>click</text></a>',
  '<svg><script>window.__pwned=1</script>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>',
  '<math href="javascript:window.__pwned=1">x',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__pwned=1>">',
  '<svg><p><style><img src=x onerror="window.__pwned=1"></style></p></svg>',
  '<math><mi><mglyph><svg><mtext><textarea><a title="</textarea><img src=x onerror=window.__pwned=1>"></textarea></mtext></svg></mglyph></mi></math>',
  // template, noscript, style, select, textarea (closed, mXSS classics)
  '<template><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>"></noscript>',
  '<noscript><style></noscript><img src=x onerror="window.__pwned=1"></style></noscript>',
  '<style>@import "javascript:window.__pwned=1";</style><style><img src=x onerror=window.__pwned=1></style>',
  '<select><option><img src=x onerror="window.__pwned=1"></option></select>',
  '<select><template><img src=x onerror="window.__pwned=1"></template></select>',
  '<textarea></textarea><img src=x onerror="window.__pwned=1"></textarea>',
  '<title><img src=x onerror="window.__pwned=1"></title>',
  '<xmp><img src=x onerror="window.__pwned=1"></xmp>',
  // forms: nested and unclosed
  '<form><form action="javascript:window.__pwned=1"><button formaction="javascript:window.__pwned=1">go</button>',
  '<form id="f"><input autofocus onfocus="window.__pwned=1"></form>',
  // comments and CDATA
  '<!--><img src=x onerror="window.__pwned=1">-->',
  '<!-- --!><img src=x onerror="window.__pwned=1"> -->',
  '<![CDATA[<img src=x onerror="window.__pwned=1">]]>',
  '<?xml version="1.0"?><img src=x onerror="window.__pwned=1">',
  // entity and scheme tricks
  '<a href="&#x6A;avascript&colon;window.__pwned=1">e1</a>',
  '<a href="jav&#x09;ascript:window.__pwned=1">e2</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116:window.__pwned=1">e3</a>',
  '<a href=" &#14;  javascript:window.__pwned=1">e4</a>',
  '<a href="data:text/html,&lt;script&gt;parent.__pwned=1&lt;/script&gt;">e5</a>',
  '<a href="vbscript:window.__pwned=1">e6</a>',
  '<img src="javascript:window.__pwned=1"><img src="/\\evil.example/x.png">',
  '&lt;script&gt;window.__pwned=1&lt;/script&gt;',
  // mXSS and parser differentials
  '<scr<script>ipt>window.__pwned=1</scr</script>ipt>',
  '<img src=x onerror=window.__pwned=1//>',
  '<a title="<img src=x onerror=window.__pwned=1>">t</a>',
  '<img src="https://e.example/a.png" alt="``onerror=window.__pwned=1">',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<object data="javascript:window.__pwned=1"></object><embed src="javascript:window.__pwned=1">',
  '<details open ontoggle="window.__pwned=1"><summary>s</summary></details>',
  '<video><source onerror="window.__pwned=1"></video><audio src=x onerror="window.__pwned=1"></audio>',
  '<body onload="window.__pwned=1"><base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<div style="background:url(javascript:window.__pwned=1)" onmouseover="window.__pwned=1">hover</div>',
  '<p id="__pwned">clobber</p><img name="getElementById">',
  '<table><tr><td><img src=x onerror="window.__pwned=1">',
  '<a href="https://e.example/"><img src=x onerror="window.__pwned=1">',
];

/** The text of the legitimate paragraph at `index` (0 before the first payload). */
export function markedText(index: number): string {
  return `Marked paragraph ${index} — सुरक्षित अनुच्छेद ${index}.`;
}

/** One post body: a marked paragraph, then each payload followed by the next marked paragraph. */
export function hostileDocument(): { html: string; marks: string[] } {
  const marks = [markedText(0)];
  let html = `<p>${marks[0]}</p>`;
  HOSTILE_PAYLOADS.forEach((payload, i) => {
    const mark = markedText(i + 1);
    marks.push(mark);
    html += `\n${payload}\n<p>${mark}</p>`;
  });
  return { html, marks };
}
