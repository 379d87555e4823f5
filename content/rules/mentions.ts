/**
 * @mentions in chat and private messages, as the game's API treats them: an "@username" of an
 * existing player with a verified username becomes a link to their profile,
 * `[@username](/profile/<id>)`. Code (fenced or inline), links already written and web
 * addresses are left as they are; so is an "@" inside a word (an e-mail address).
 */

/** Distinct players one message may mention (and so link and notify). */
export const MENTIONS_PER_MESSAGE_MAX = 10;

/** Stretches of text that are never changed: code, markdown links and bare web addresses. */
const UNTOUCHED = /```[\s\S]*?```|`[^`\n]*`|!?\[[^\]\n]*\]\([^)\n]*\)|https?:\/\/\S+/g;
/** "@name" not preceded by a letter, digit, underscore or "@". */
const MENTION = /(?<![\w@])@([A-Za-z0-9_-]{1,40})/g;

/** The parts of a text, each marked whether mentions in it count. */
function parts(text: string): { text: string; plain: boolean }[] {
  const result: { text: string; plain: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(UNTOUCHED)) {
    const at = match.index ?? 0;
    if (at > last) result.push({ text: text.slice(last, at), plain: true });
    result.push({ text: match[0], plain: false });
    last = at + match[0].length;
  }
  if (last < text.length) result.push({ text: text.slice(last), plain: true });
  return result;
}

/** The usernames a text mentions, lower-cased, in order of first mention, at most MENTIONS_PER_MESSAGE_MAX. */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const part of parts(text)) {
    if (!part.plain) continue;
    for (const match of part.text.matchAll(MENTION)) {
      names.add(match[1].toLowerCase());
      if (names.size >= MENTIONS_PER_MESSAGE_MAX) return [...names];
    }
  }
  return [...names];
}

/**
 * The text with each mention of a known player (keyed by lower-cased username) turned into a
 * link to their profile; the name stays as the author wrote it.
 */
export function linkMentions(text: string, players: ReadonlyMap<string, { id: string }>): string {
  if (players.size === 0) return text;
  return parts(text)
    .map((part) =>
      part.plain
        ? part.text.replace(MENTION, (whole, name: string) => {
            const player = players.get(name.toLowerCase());
            return player ? `[${whole}](/profile/${player.id})` : whole;
          })
        : part.text,
    )
    .join("");
}
