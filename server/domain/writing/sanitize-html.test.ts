import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { HOSTILE_PAYLOADS, hostileDocument, markedText } from '#tests/helpers/hostile-html.ts';
import { isEmptyHtml, sanitizePostHtml, sanitizeWidgetHtml } from './sanitize-html.ts';

/** Nothing that can run, style, frame or leave the allowlisted schemes survives. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/data:/i);
  expect(html).not.toMatch(/<(svg|math|style|iframe|object|embed|form|input)/i);
  expect(html).not.toMatch(/style=|class=/i);
}

describe('sanitizePostHtml', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<svg onload=alert(1)><circle/></svg>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<style>body{display:none}</style>',
    '<p style="color:red" class="x" onclick="a()">p</p>',
    'hello <img src=x onerror=alert(1)',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<iframe src="https://evil.example"></iframe>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<form action="https://evil.example"><input name="a"></form>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<img src="data:image/png;base64,AAAA">',
  ])('removes what is unsafe in %s', (payload) => {
    expectHarmless(sanitizePostHtml(payload));
  });

  it('keeps formatting, links and images', () => {
    const html = sanitizePostHtml(
      '<h2>T</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ul><li>1</li></ul><ol><li>2</li></ol>' +
        '<blockquote>q</blockquote><pre><code>x</code></pre><hr>' +
        '<figure><img src="https://example.com/a.jpg" alt="A" width="10" height="20"><figcaption>c</figcaption></figure>',
    );
    expect(html).toContain('<h2>T</h2>');
    expect(html).toContain('<strong>b</strong>');
    expect(html).toContain('<ol><li>2</li></ol>');
    expect(html).toContain('<blockquote>q</blockquote>');
    expect(html).toContain('<img src="https://example.com/a.jpg" alt="A" width="10" height="20">');
    expect(html).toContain('<figcaption>c</figcaption>');
  });

  it('gives every link rel="nofollow ugc noopener" and keeps only target=_blank', () => {
    expect(sanitizePostHtml('<a href="https://e.example" rel="opener" target="_top">e</a>')).toBe(
      '<a href="https://e.example" rel="nofollow ugc noopener">e</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:a@b.example" target="_blank">m</a>')).toBe(
      '<a href="mailto:a@b.example" rel="nofollow ugc noopener" target="_blank">m</a>',
    );
  });

  it('accepts site uploads but not other relative or protocol-relative images', () => {
    expect(sanitizePostHtml('<img src="/wp-content/uploads/2026/11/a.webp">')).toBe(
      '<img src="/wp-content/uploads/2026/11/a.webp">',
    );
    expect(sanitizePostHtml('<img src="x"><img src="//evil.example/a.png">')).toBe('');
    expect(sanitizePostHtml('<a href="//evil.example">x</a>')).toBe('<a rel="nofollow ugc noopener">x</a>');
  });

  it('keeps a responsive, lazy image as the editor writes it, and drops a doubtful srcset', () => {
    const src = 'https://site.example/wp-content/uploads/2026/11/a-large.webp';
    const srcset = `https://site.example/wp-content/uploads/2026/11/a-medium.webp 300w, ${src} 1024w`;
    expect(
      sanitizePostHtml(
        `<img src="${src}" srcset="${srcset}" sizes="(min-width: 768px) 720px, 100vw" loading="lazy" width="1024" height="640">`,
      ),
    ).toBe(
      `<img src="${src}" width="1024" height="640" srcset="${srcset}" sizes="(min-width: 768px) 720px, 100vw" loading="lazy">`,
    );
    expect(
      sanitizePostHtml(
        `<img src="${src}" srcset="javascript:alert(1) 1w, ${src} 2w" sizes="x" loading="auto">`,
      ),
    ).toBe(`<img src="${src}">`);
    expect(sanitizePostHtml(`<img src="${src}" srcset="data:image/png;base64,AAAA 300w">`)).toBe(
      `<img src="${src}">`,
    );
  });

  it('drops unknown tags but keeps their text, and Devanagari as is', () => {
    expect(sanitizePostHtml('<div><span>नमस्ते</span> दुनिया</div>')).toBe('नमस्ते दुनिया');
  });
});

describe('isEmptyHtml', () => {
  it('sees text and images', () => {
    expect(isEmptyHtml('<p> &nbsp;</p><br>')).toBe(true);
    expect(isEmptyHtml('<p>x</p>')).toBe(false);
    expect(isEmptyHtml('<img src="https://e.example/a.png" />')).toBe(false);
  });
});

describe('hostile HTML around legitimate paragraphs (issue 15)', () => {
  /** The stored HTML as the browser will parse it. */
  const parse = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;
  const paragraphTexts = (html: string) =>
    [...parse(html).querySelectorAll('p')].map((p) => p.textContent?.trim());
  const ALLOWED = new Set([
    'P',
    'BR',
    'H2',
    'H3',
    'H4',
    'STRONG',
    'B',
    'EM',
    'I',
    'U',
    'S',
    'UL',
    'OL',
    'LI',
  ]);
  for (const tag of ['BLOCKQUOTE', 'A', 'IMG', 'FIGURE', 'FIGCAPTION', 'HR', 'PRE', 'CODE']) ALLOWED.add(tag);

  /**
   * Only allowlisted elements, no handler attribute, no URL but http(s), mailto or relative;
   * a widget (a sidebar) may also hold its box, a class and a language.
   */
  function expectInert(html: string, widget = false) {
    const tags = widget ? new Set([...ALLOWED, 'ASIDE', 'SECTION', 'DIV']) : ALLOWED;
    const attributes = [
      'href',
      'src',
      'srcset',
      'title',
      'alt',
      'rel',
      'target',
      'width',
      'height',
      'sizes',
      'loading',
    ];
    if (widget) attributes.push('class', 'lang');
    for (const element of parse(html).querySelectorAll('*')) {
      expect(tags, element.outerHTML).toContain(element.tagName);
      for (const name of element.getAttributeNames()) {
        expect(name, element.outerHTML).not.toMatch(/^on/i);
        expect(attributes).toContain(name);
      }
      for (const name of ['href', 'src']) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the browser ignores exactly these
        const value = (element.getAttribute(name) ?? '').replace(/[\u0000-\u0020]/g, '');
        expect(value, element.outerHTML).not.toMatch(/^(javascript|vbscript|data):/i);
      }
    }
  }

  it.each(HOSTILE_PAYLOADS.map((payload, i) => [i, payload] as const))(
    'payload %i keeps the paragraphs around it and nothing that runs: %s',
    (i, payload) => {
      const out = sanitizePostHtml(`<p>${markedText(0)}</p>${payload}<p>${markedText(i + 1)}</p>`);
      expectInert(out);
      expect(out).not.toMatch(
        /<(template|noscript|select|option|textarea|title|xmp|iframe|base|meta|body|details)/i,
      );
      const texts = paragraphTexts(out);
      expect(texts).toContain(markedText(0));
      expect(texts).toContain(markedText(i + 1));
    },
  );

  it.each(HOSTILE_PAYLOADS.map((payload, i) => [i, payload] as const))(
    'payload %i in a sidebar box leaves nothing that runs: %s',
    (_i, payload) => {
      const out = sanitizeWidgetHtml(`<aside class="in-feed-note"><p>${markedText(0)}</p>${payload}</aside>`);
      expectInert(out, true);
      expect(parse(out).querySelector('aside.in-feed-note > p')?.textContent).toBe(markedText(0));
      // stored once, it parses back to the same tree
      expect(sanitizeWidgetHtml(out)).toBe(out);
    },
  );

  it('keeps every marked paragraph of one document holding all the payloads', () => {
    const { html, marks } = hostileDocument();
    const out = sanitizePostHtml(html);
    expectInert(out);
    const texts = paragraphTexts(out);
    for (const mark of marks) expect(texts).toContain(mark);
    // Sanitising its own output changes nothing: the stored HTML parses back to the same tree.
    expect(sanitizePostHtml(out)).toBe(out);
  });

  it('ends unclosed foreign content where the browser does', () => {
    expect(sanitizePostHtml('<svg onload=alert(1)><p>after</p>')).toBe('<p>after</p>');
    expect(sanitizePostHtml('<math><p>after</p>')).toBe('<p>after</p>');
    expect(sanitizePostHtml('<p>a</p><svg><g><text>drawing</text><h2>Heading</h2><p>b</p>')).toBe(
      '<p>a</p><h2>Heading</h2><p>b</p>',
    );
  });

  it('parses a noscript as a scripting browser does: its end may hide in an attribute', () => {
    // With scripting on, noscript is raw text up to the first `</noscript>`, even one inside
    // a quoted attribute: what follows is markup (sanitised) and the paragraphs after it stay.
    const out = sanitizePostHtml(
      '<p>before</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>after</p>',
    );
    expect(out).toBe('<p>before</p>"&gt;<p>after</p>');
  });

  it('survives a very deep tree, keeping its text', () => {
    const deep = `${'<b>'.repeat(50_000)}deep text${'</b>'.repeat(50_000)}<p>after</p>`;
    const out = sanitizePostHtml(deep);
    expect(out).toContain('deep text');
    expect(out).toContain('<p>after</p>');
  });

  it('reads the scheme of a link as the browser does', () => {
    const hrefOf = (html: string) => /href="([^"]*)"/.exec(sanitizePostHtml(html))?.[1] ?? null;
    expect(hrefOf('<a href="/\\evil.example">x</a>')).toBeNull();
    expect(hrefOf('<a href="\\\\evil.example">x</a>')).toBeNull();
    expect(hrefOf('<a href="java\nscript:alert(1)">x</a>')).toBeNull();
    expect(hrefOf('<a href="#section">x</a>')).toBe('#section');
    expect(hrefOf('<a href="/2026/11/a-post">x</a>')).toBe('/2026/11/a-post');
    expect(hrefOf('<a href="HTTPS://e.example/?a=1&amp;b=2">x</a>')).toBe('HTTPS://e.example/?a=1&amp;b=2');
  });
});

describe('sanitizeWidgetHtml (a sidebar, written by an administrator)', () => {
  it("keeps the demo's boxes, their widget class and the language of a line, unchanged", () => {
    const widgets = [
      '<section class="sidebar-note"><h3>Write for Awaaz</h3><p>Every story here.</p><p lang="hi">आपकी आवाज़ मायने रखती है।</p></section>',
      '<aside class="in-feed-note" lang="hi"><strong>इस हफ़्ते का प्रॉम्प्ट:</strong> <a href="/category/prompts" rel="nofollow ugc noopener">घर</a></aside>',
    ];
    for (const widget of widgets) expect(sanitizeWidgetHtml(widget)).toBe(widget);
    // a post keeps neither the box nor the language
    expect(sanitizePostHtml(widgets[0] as string)).toBe(
      '<h3>Write for Awaaz</h3><p>Every story here.</p><p>आपकी आवाज़ मायने रखती है।</p>',
    );
  });

  it('keeps a part marked for one language (only-en, only-hi) and drops a made-up one', () => {
    const slot =
      '<aside class="in-feed-note only-en"><p>New here?</p></aside><aside class="in-feed-note only-hi" lang="hi"><p>नए हैं?</p></aside>';
    expect(sanitizeWidgetHtml(slot)).toBe(slot);
    expect(sanitizeWidgetHtml('<p class="only-hi only-fr" lang="hi">नमस्ते</p>')).toBe(
      '<p class="only-hi" lang="hi">नमस्ते</p>',
    );
  });

  it('drops any other class, a language the site does not speak, styles and handlers', () => {
    expect(
      sanitizeWidgetHtml(
        '<div class="fixed inset-0 z-50 in-feed-note" style="color:red" onclick="x()" lang="fr"><p class="sr-only" lang=" HI ">नमस्ते</p></div>',
      ),
    ).toBe('<div class="in-feed-note"><p lang="hi">नमस्ते</p></div>');
    expect(sanitizeWidgetHtml('<aside class="overlay"><span lang="en">x</span></aside>')).toBe(
      '<aside>x</aside>',
    );
  });
});
