/**
 * The one markdown renderer for everything players write (chat, private messages, task notes,
 * guild and challenge descriptions, profiles): markdown-it with its emoji plugin. Raw HTML is
 * off, images are off, links must be http(s) and open in a new tab without passing the page on,
 * and @mentions are marked. Loaded after the first screen (see Markdown.tsx).
 */
import markdownIt, { type MarkdownIt, type Token } from "markdown-it";
import { full as emoji } from "markdown-it-emoji";

export interface MarkdownOptions {
  /** The reader's username: mentions of them are marked so they stand out more. */
  ownUsername?: string;
}

const SAFE_URL = /^https?:\/\/[^\s"'<>]+$/i;

/** Only http and https links survive; anything else (javascript:, data:, protocol-relative...) stays text. */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url);
}

/** A mention the server linked to a player's profile: `[@name](/profile/<id>)`, this site's own page. */
const PROFILE_LINK = /^\/profile\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProfileLink(url: string): boolean {
  return PROFILE_LINK.test(url);
}

const MENTION = /(^|[^\w@])@([A-Za-z0-9_-]{1,40})/g;

function createRenderer(): MarkdownIt {
  const md = markdownIt({ html: false, linkify: true, breaks: true, typographer: false });
  md.disable(["image"]);
  md.use(emoji);
  md.validateLink = (url) => isSafeUrl(url) || isProfileLink(url);

  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    // A linked @mention stays on this site: a profile page, marked like other mentions.
    if (isProfileLink(String(tokens[idx].attrGet("href") ?? ""))) {
      const ownUsername = (env as MarkdownOptions | undefined)?.ownUsername;
      const label = tokens[idx + 1]?.type === "text" ? tokens[idx + 1].content : "";
      const own = ownUsername !== undefined && label.toLowerCase() === `@${ownUsername.toLowerCase()}`;
      tokens[idx].attrSet("class", own ? "mention mention-self" : "mention");
      return defaultLinkOpen(tokens, idx, options, env, self);
    }
    tokens[idx].attrSet("target", "_blank");
    tokens[idx].attrSet("rel", "noopener noreferrer nofollow");
    return defaultLinkOpen(tokens, idx, options, env, self);
  };

  // @mentions in plain text (never inside links or code) become marked spans.
  md.core.ruler.push("mentions", (state) => {
    for (const block of state.tokens) {
      if (block.type !== "inline" || !block.children) continue;
      const children: Token[] = [];
      let insideLink = 0;
      for (const token of block.children) {
        if (token.type === "link_open") insideLink += 1;
        if (token.type === "link_close") insideLink -= 1;
        if (token.type !== "text" || insideLink > 0 || !token.content.includes("@")) {
          children.push(token);
          continue;
        }
        let last = 0;
        for (const match of token.content.matchAll(MENTION)) {
          const start = (match.index ?? 0) + match[1].length;
          if (start > last) {
            const text = new state.Token("text", "", 0);
            text.content = token.content.slice(last, start);
            children.push(text);
          }
          const mention = new state.Token("mention", "", 0);
          mention.content = match[2];
          children.push(mention);
          last = start + 1 + match[2].length;
        }
        if (last < token.content.length) {
          const text = new state.Token("text", "", 0);
          text.content = token.content.slice(last);
          children.push(text);
        }
      }
      block.children = children;
    }
  });
  md.renderer.rules.mention = (tokens, idx, _options, env) => {
    const name = tokens[idx].content;
    const ownUsername = (env as MarkdownOptions | undefined)?.ownUsername;
    const own = ownUsername && name.toLowerCase() === ownUsername.toLowerCase();
    return `<span class="${own ? "mention mention-self" : "mention"}">@${md.utils.escapeHtml(name)}</span>`;
  };
  return md;
}

let renderer: MarkdownIt | undefined;

/** Renders what a player wrote to HTML that is safe to insert as-is. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  renderer ??= createRenderer();
  return renderer.render(source, { ...options });
}
