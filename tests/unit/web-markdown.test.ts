import { describe, expect, it } from "vitest";
import { isSafeUrl, renderMarkdown } from "../../web/src/markdown/render";
import { mentions } from "../../web/src/markdown/mentions";

/** Every tag in the output must be one markdown itself produces, never one the author typed. */
const ALLOWED_TAG =
  /^<(\/?(p|strong|em|code|pre|ul|ol|li|blockquote|h[1-6]|s|table|thead|tbody|tr|th|td)|br|hr|\/a|\/span|span class="mention( mention-self)?"|a href="https?:\/\/[^"<>\s]+" target="_blank" rel="noopener noreferrer nofollow"|ol start="\d+"|code class="language-[\w-]+"|th style="text-align:(left|right|center)"|td style="text-align:(left|right|center)")>$/;

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
  '[x](https://ok.example/"onmouseover=alert(1))',
  'https://ok.example/"><script>alert(1)</script>',
  "**<b onclick=alert(1)>bold</b>**",
  "`<script>alert(1)</script>`",
  "@<img src=x onerror=alert(1)>",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "\u0000 0 \u0000<script>",
  "[<img src=x onerror=alert(1)>](https://ok.example)",
  "*[a](https://ok.example) <iframe src=javascript:alert(1)>*",
  "javascript:alert(1)",
  '<div style="background:url(javascript:alert(1))">x</div>',
];

describe("the markdown renderer keeps the page safe", () => {
  it.each(ATTACKS)("neutralises %s", (attack) => {
    expectOnlyOurTags(renderMarkdown(attack));
    expectOnlyOurTags(
      renderMarkdown(`hello **${attack}** and *${attack}* and \`${attack}\`\n${attack}\n\n> ${attack}\n\n- ${attack}`),
    );
  });

  it("escapes every HTML character the author typed", () => {
    expect(renderMarkdown(`<b>"x" & 'y'</b>`)).toBe("<p>&lt;b&gt;&quot;x&quot; &amp; 'y'&lt;/b&gt;</p>\n");
  });

  it("refuses links that are not http or https, and images", () => {
    expect(renderMarkdown("[x](javascript:alert(1))")).not.toContain("<a");
    expect(renderMarkdown("[x](ftp://files.example/a)")).not.toContain("<a");
    expect(renderMarkdown("[x](//evil.example)")).not.toContain("<a");
    expect(renderMarkdown("![x](https://tracker.example/pixel.png)")).not.toContain("<img");
    expect(isSafeUrl("https://example.com/a?b=1&c=2")).toBe(true);
    expect(isSafeUrl("javascript:alert(1)")).toBe(false);
  });
});

describe("the markdown renderer formats", () => {
  it("bold, italic, code, lists, quotes and headings", () => {
    expect(renderMarkdown("**big** and *small* and `x * y`")).toBe(
      "<p><strong>big</strong> and <em>small</em> and <code>x * y</code></p>\n",
    );
    expect(renderMarkdown("- one\n- two")).toBe("<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n");
    expect(renderMarkdown("> wise words")).toBe("<blockquote>\n<p>wise words</p>\n</blockquote>\n");
    expect(renderMarkdown("## Rules")).toBe("<h2>Rules</h2>\n");
  });

  it("leaves markup inside code alone", () => {
    expect(renderMarkdown("`**not bold** @nobody`")).toBe("<p><code>**not bold** @nobody</code></p>\n");
  });

  it("turns emoji shortcodes into emoji", () => {
    expect(renderMarkdown("well done :tada: :smile:")).toBe("<p>well done 🎉 😄</p>\n");
  });

  it("links with text and bare links open in a new tab without passing on the page", () => {
    expect(renderMarkdown("[the wiki](https://example.com/wiki?a=1&b=2)")).toBe(
      '<p><a href="https://example.com/wiki?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">the wiki</a></p>\n',
    );
    expect(renderMarkdown("see https://example.com/x.")).toBe(
      '<p>see <a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">https://example.com/x</a>.</p>\n',
    );
  });

  it("does not turn link addresses into mentions", () => {
    const html = renderMarkdown("https://example.com/@someone/x");
    expect(html).not.toContain("mention");
  });

  it("highlights mentions, the reader's own more", () => {
    expect(renderMarkdown("hi @Alice and @bob", { ownUsername: "bob" })).toBe(
      '<p>hi <span class="mention">@Alice</span> and <span class="mention mention-self">@bob</span></p>\n',
    );
    expect(renderMarkdown("mail me at someone@example.com")).not.toContain("mention");
  });

  it("shows a mention the server linked as a link to the player's profile on this site, and no other page", () => {
    const id = "0b1c5e1a-2f3d-4c5b-8a6e-7f8091a2b3c4";
    expect(renderMarkdown(`hi [@Ada](/profile/${id})`)).toContain(`<a href="/profile/${id}" class="mention">@Ada</a>`);
    for (const other of ["/profile/../admin", "/settings", `/profile/${id}/edit`, `//evil.example/profile/${id}`])
      expect(renderMarkdown(`[@Ada](${other})`)).not.toContain("<a ");
  });

  it("marks a linked mention of the reader as their own", () => {
    const id = "0b1c5e1a-2f3d-4c5b-8a6e-7f8091a2b3c4";
    expect(renderMarkdown(`hi [@Ada](/profile/${id})`, { ownUsername: "ada" })).toContain(
      `<a href="/profile/${id}" class="mention mention-self">@Ada</a>`,
    );
    expect(renderMarkdown(`hi [@Ada](/profile/${id})`, { ownUsername: "Adam" })).toContain('class="mention">');
  });

  it("keeps line breaks", () => {
    expect(renderMarkdown("one\ntwo\r\nthree")).toBe("<p>one<br>\ntwo<br>\nthree</p>\n");
  });

  it("knows when a message mentions the reader", () => {
    expect(mentions("hey @Bob!", "bob")).toBe(true);
    expect(mentions("hey @bobby", "bob")).toBe(false);
    expect(mentions("hey bob", "bob")).toBe(false);
  });
});

describe("plain notes need no renderer", () => {
  it("tells text with markdown from plain text", async () => {
    const { needsMarkdown } = await import("../../web/src/markdown/Markdown");
    for (const plain of [
      "Tap + every time you do it; small wins add up.",
      "Both buttons: + for the stairs, − for the lift.",
      "Line one\nline two",
      "5 - 3 = 2",
    ])
      expect(needsMarkdown(plain), plain).toBe(false);
    for (const rich of [
      "**bold**",
      "see https://example.com",
      "- a list",
      "1. first",
      "> quote",
      "# Title",
      "`code`",
      "hi @sam",
      "yay :tada:",
      "[a](https://x.example)",
      "Tom &amp; Jerry",
      "a_b_c",
    ])
      expect(needsMarkdown(rich), rich).toBe(true);
  });
});
