import { htmlToText, safeUrl, sanitiseHtml } from '@/lib/help/rules';

const ALLOWED: Record<string, string[]> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [], blockquote: [], ul: [], ol: ['start'], li: [], strong: [], em: [], code: [], pre: [],
  a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'referrerpolicy'],
  table: [], thead: [], tbody: [], tr: [], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'],
};

/**
 * The output grammar: text holds no '<' or '>', and every tag is an allowed element with allowed
 * attributes in double quotes. Output of that shape parses in a browser into exactly those
 * elements, whatever the input looked like.
 */
function expectCanonical(out: string): void {
  const tag = /<(\/?)([a-z0-9]+)((?: [a-z-]+="[^"<>]*")*)>/g;
  const rest = out.replace(tag, (_all, closing: string, name: string, attrs: string) => {
    expect(Object.keys(ALLOWED)).toContain(name);
    if (closing) expect(attrs).toBe('');
    for (const m of attrs.matchAll(/ ([a-z-]+)="([^"]*)"/g)) {
      expect(ALLOWED[name]).toContain(m[1]);
      if (m[1] === 'href' || m[1] === 'src') expect(safeUrl(m[2] ?? '', m[1] === 'src' ? 'image' : 'link')).not.toBeNull();
    }
    return '';
  });
  expect(rest).not.toMatch(/[<>]/);
  expect(rest).not.toMatch(/&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/i);
}

const XSS_VECTORS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script/>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://cdn.example/x.png" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(1)">',
  '<img src="https://ok.example/x.png" onerror=alert(1) ',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="jav&#97;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58alert(1)">x</a>',
  '<a href="javascript&#0000058alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="javascript&bogus;:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="https://ok.example" title=\'x" onmouseover="alert(1)\'>x</a>',
  '<a href="https://ok.example" title="x&quot; onmouseover=&quot;alert(1)">x</a>',
  '<div onclick="alert(1)">hi</div>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<body onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<!--<script>alert(1)</script>-->',
  '<!--><script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<form action="https://evil.example"><input name="password"><button formaction="javascript:alert(1)">Go</button></form>',
  '<img src="https://cdn.example/x.png" name="cookie" id="x" class="c">',
  '<a href="https://ok.example"\x00 onclick=alert(1)>x</a>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<template><script>alert(1)</script></template>',
  '"><script>alert(1)</script>',
  "'-alert(1)-'",
];

describe('safe HTML: "article bodies come from a third party", so only an allow-list is shown', () => {
  test.each(XSS_VECTORS)('neutralises %j', (vector) => {
    const out = sanitiseHtml(vector);
    expectCanonical(out);
    expect(out).not.toMatch(/<script|<iframe|<style|<svg|<object|<embed|<form|<input|<base|<meta|<link/i);
    // Attribute names only: a title may well contain the words, harmlessly, as text.
    const names = out.replace(/="[^"]*"/g, '=""');
    expect(names).not.toMatch(/ on[a-z]+=|style=/i);
    expect(out).not.toMatch(/javascript:|vbscript:|data:/i);
    // Sanitising is a fixed point: a second pass changes nothing.
    expect(sanitiseHtml(out)).toBe(out);
  });

  test('keeps the tags and attributes articles use', () => {
    const html =
      '<h2>Set up</h2><p>Dial <code>*#06#</code>, then <strong>save</strong> <em>it</em>.<br>Done.</p>' +
      '<ol start="2"><li>One</li><li>Two</li></ol><ul><li><a href="/help/category/1/2/3" title="More">Same site</a></li></ul>' +
      '<pre>APN: internet</pre><blockquote>Quote</blockquote><hr>' +
      '<table><thead><tr><th scope="col">Destination</th></tr></thead><tbody><tr><td colspan="2">Australia</td></tr></tbody></table>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  test('links: http, https, mailto, tel, same-site paths and fragments; external ones get rel', () => {
    expect(sanitiseHtml('<a href="https://www.cert.govt.nz" target="_blank">CERT</a>')).toBe(
      '<a href="https://www.cert.govt.nz" rel="noopener noreferrer">CERT</a>',
    );
    expect(sanitiseHtml('<a href="mailto:help@tui.example">m</a>')).toBe('<a href="mailto:help@tui.example">m</a>');
    expect(sanitiseHtml('<a href="tel:+6421555010">t</a>')).toBe('<a href="tel:+6421555010">t</a>');
    expect(sanitiseHtml('<a href="#steps">s</a><a href="?q=1&amp;r=2">q</a>')).toBe('<a href="#steps">s</a><a href="?q=1&amp;r=2">q</a>');
    expect(sanitiseHtml('<a href="//evil.example/">x</a><a href="/\\evil.example/">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitiseHtml('<a href="ftp://files.example/x">x</a>')).toBe('<a>x</a>');
  });

  test('images: https only, no tracking referrer, lazy; anything else is dropped whole', () => {
    expect(sanitiseHtml('<img src="https://cdn.example/qr.png" alt="QR code" width="200" height="100%">')).toBe(
      '<img src="https://cdn.example/qr.png" alt="QR code" width="200" loading="lazy" referrerpolicy="no-referrer">',
    );
    for (const src of ['http://cdn.example/x.png', '//cdn.example/x.png', 'data:image/png;base64,AAAA', '/x.png', '']) {
      expect(sanitiseHtml(`<img src="${src}">`)).toBe('');
    }
  });

  test('unknown elements are unwrapped (text kept); h1, h5, h6, b and i become their allowed twins', () => {
    expect(sanitiseHtml('<div class="intercom-callout" style="color:red"><span>Tip:</span> keep Wi-Fi on</div>')).toBe('Tip: keep Wi-Fi on');
    expect(sanitiseHtml('<h1>Title</h1><h6>Small</h6><b>bold</b><i>it</i>')).toBe('<h2>Title</h2><h4>Small</h4><strong>bold</strong><em>it</em>');
  });

  test('dropped elements take their content with them, nested or not', () => {
    expect(sanitiseHtml('a<video><video>x</video>y</video>b')).toBe('ab');
    expect(sanitiseHtml('a<svg><g><text>hi</text></g></svg>b<svg/>c')).toBe('abc');
    expect(sanitiseHtml('a<script>never</script>b<style>p{}</style>c')).toBe('abc');
    expect(sanitiseHtml('a<script>no end tag')).toBe('a');
  });

  test('every element is closed and stray end tags are dropped, so the page around it is safe', () => {
    expect(sanitiseHtml('<ul><li>one<li>two')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitiseHtml('</p></div><p>x')).toBe('<p>x</p>');
    expect(sanitiseHtml('<p>one<p>two')).toBe('<p>one</p><p>two</p>');
    expect(sanitiseHtml('<strong><em>x</strong>y')).toBe('<strong><em>x</em></strong>y');
    expect(sanitiseHtml('<a href="/a">a<a href="/b">b</a>')).toBe('<a href="/a">a</a><a href="/b">b</a>');
  });

  test('text is escaped but character references stay as written', () => {
    expect(sanitiseHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitiseHtml('&lt;script&gt; Tūī &amp; &#8212; &nbsp;')).toBe('&lt;script&gt; Tūī &amp; &#8212; &nbsp;');
    expect(sanitiseHtml('say "hi"')).toBe('say &quot;hi&quot;');
  });
});

describe('htmlToText: the readable text of a body', () => {
  test('drops tags, script and style content; decodes entities; collapses spaces', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b></p><script>x()</script><style>p{}</style><ul><li>One</li><li>Two &amp; three</li></ul>'))
      .toBe('Hello world One Two & three');
    expect(htmlToText('Top&#8209;ups &mdash; fast &amacr;')).toBe('Top‑ups — fast ā');
  });
});
