/**
 * A small, strict markdown renderer for chat and private messages. Everything the author wrote
 * is escaped first, so no tag, attribute or entity of theirs reaches the page; only the few
 * forms below are turned back into markup we build ourselves:
 * **bold**, *italic*, `code`, [text](https://…) and bare http(s) links, @mentions, line breaks.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Characters a link may hold once escaped: no spaces, quotes, angle brackets or parentheses. */
const URL_BODY = "[A-Za-z0-9\\-._~:/?#\\[\\]@!$&;%+,=*]+";
const SAFE_URL = new RegExp(`^https?://${URL_BODY}$`, "i");

/** Only http and https links survive; anything else (javascript:, data:, vbscript:…) is left as text. */
export function isSafeUrl(escapedUrl: string): boolean {
  return SAFE_URL.test(escapedUrl);
}

function anchor(escapedUrl: string, label: string): string {
  return `<a href="${escapedUrl}" target="_blank" rel="noopener noreferrer nofollow">${label}</a>`;
}

export interface MarkdownOptions {
  /** The reader's username: mentions of them are marked so they stand out more. */
  ownUsername?: string;
}

/** Renders a message to HTML that is safe to insert as-is. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  // Placeholders hold finished markup while the remaining rules run; the marker cannot be typed.
  const held: string[] = [];
  const hold = (html: string) => `\u0000${held.push(html) - 1}\u0000`;
  let text = escapeHtml(source.replace(/\u0000/g, "").replace(/\r\n?/g, "\n"));

  text = text.replace(/`([^`\n]+)`/g, (_, code: string) => hold(`<code>${code}</code>`));
  text = text.replace(/\[([^\]\n]{1,500})\]\(([^)\s]{1,2000})\)/g, (whole, label: string, url: string) =>
    isSafeUrl(url) ? hold(anchor(url, label)) : whole,
  );
  text = text.replace(new RegExp(`(^|[\\s(])(https?://${URL_BODY})`, "gi"), (_, before: string, url: string) => {
    // A sentence's final punctuation is not part of the link.
    const trailing = /[.,!?:;]+$/.exec(url)?.[0] ?? "";
    const bare = trailing ? url.slice(0, -trailing.length) : url;
    return `${before}${hold(anchor(bare, bare))}${trailing}`;
  });
  text = text.replace(/\*\*([^*\n]+)\*\*/g, "<strong>$1</strong>");
  text = text.replace(/\*([^*\n]+)\*/g, "<em>$1</em>");
  const own = options.ownUsername?.toLowerCase();
  text = text.replace(/(^|[^\w@&#])@([A-Za-z0-9_-]{1,40})/g, (_, before: string, name: string) => {
    const className = own && name.toLowerCase() === own ? "mention mention-self" : "mention";
    return `${before}<span class="${className}">@${name}</span>`;
  });
  text = text.replace(/\n/g, "<br>");
  return text.replace(/\u0000(\d+)\u0000/g, (_, index: string) => held[Number(index)] ?? "");
}

/** Does the message mention this username (for highlighting the whole message)? */
export function mentions(text: string, username: string | undefined): boolean {
  if (!username) return false;
  const escaped = username.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\w@])@${escaped}(?![\\w-])`, "i").test(text);
}
