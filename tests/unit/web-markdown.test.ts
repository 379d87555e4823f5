import { describe, expect, it } from "vitest";
import { escapeHtml, isSafeUrl, mentions, renderMarkdown } from "../../web/src/groups/markdown";

/** Every tag in the output must be one the renderer builds itself. */
const ALLOWED_TAG =
  /^<(\/?(strong|em|code)|br|\/a|\/span|span class="mention( mention-self)?"|a href="https?:\/\/[^"<>\s]+" target="_blank" rel="noopener noreferrer nofollow")>$/;

function expectOnlyOurTags(html: string) {
  for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(ALLOWED_TAG);
  expect(html).not.toMatch(/<script|<style|<img|<iframe|<svg|<object/i);
  expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
  expect(html).not.toMatch(/href="(?!https?:)/i);
  expect(html).not.toMatch(/href="[^"]*javascript:/i);
}

const ATTACKS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<style>body{display:none}</style>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<a href="javascript:alert(1)">click</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox)",
  '[x](https://ok.example/" onmouseover="alert(1))',
  "[x](https://ok.example/\"onmouseover=alert(1))",
  "https://ok.example/\"><script>alert(1)</script>",
  "**<b onclick=alert(1)>bold</b>**",
  "`<script>alert(1)</script>`",
  "@<img src=x onerror=alert(1)>",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "\u0000 0 \u0000<script>",
  "[<img src=x onerror=alert(1)>](https://ok.example)",
  "*[a](https://ok.example) <iframe src=javascript:alert(1)>*",
  "javascript:alert(1)",
  "<div style=\"background:url(javascript:alert(1))\">x</div>",
];

describe("renderMarkdown keeps the page safe", () => {
  it.each(ATTACKS)("neutralises %s", (attack) => {
    expectOnlyOurTags(renderMarkdown(attack));
    expectOnlyOurTags(renderMarkdown(`hello **${attack}** and *${attack}* and \`${attack}\`\n${attack}`));
  });

  it("escapes every HTML character the author typed", () => {
    expect(renderMarkdown(`<b>"x" & 'y'</b>`)).toBe("&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;");
    expect(escapeHtml("<>&\"'")).toBe("&lt;&gt;&amp;&quot;&#39;");
  });

  it("refuses links that are not http or https", () => {
    expect(renderMarkdown("[x](javascript:alert(1))")).not.toContain("<a");
    expect(renderMarkdown("[x](ftp://files.example/a)")).not.toContain("<a");
    expect(renderMarkdown("[x](//evil.example)")).not.toContain("<a");
    expect(isSafeUrl("https://example.com/a?b=1&amp;c=2")).toBe(true);
    expect(isSafeUrl("javascript:alert(1)")).toBe(false);
  });
});

describe("renderMarkdown formats", () => {
  it("bold, italic and code", () => {
    expect(renderMarkdown("**big** and *small* and `x * y`")).toBe("<strong>big</strong> and <em>small</em> and <code>x * y</code>");
  });

  it("leaves markup inside code alone", () => {
    expect(renderMarkdown("`**not bold** @nobody`")).toBe("<code>**not bold** @nobody</code>");
  });

  it("links with text and bare links open in a new tab without passing on the page", () => {
    expect(renderMarkdown("[the wiki](https://example.com/wiki?a=1&b=2)")).toBe(
      '<a href="https://example.com/wiki?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">the wiki</a>',
    );
    expect(renderMarkdown("see https://example.com/x.")).toBe(
      'see <a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">https://example.com/x</a>.',
    );
  });

  it("does not turn link addresses into mentions or emphasis", () => {
    const html = renderMarkdown("https://example.com/@someone/*x*");
    expect(html).not.toContain("mention");
    expect(html).not.toContain("<em>");
  });

  it("highlights mentions, the reader's own more", () => {
    expect(renderMarkdown("hi @Alice and @bob", { ownUsername: "bob" })).toBe(
      'hi <span class="mention">@Alice</span> and <span class="mention mention-self">@bob</span>',
    );
    expect(renderMarkdown("mail me at someone@example.com")).not.toContain("mention");
  });

  it("keeps line breaks", () => {
    expect(renderMarkdown("one\ntwo\r\nthree")).toBe("one<br>two<br>three");
  });

  it("knows when a message mentions the reader", () => {
    expect(mentions("hey @Bob!", "bob")).toBe(true);
    expect(mentions("hey @bobby", "bob")).toBe(false);
    expect(mentions("hey bob", "bob")).toBe(false);
  });
});
