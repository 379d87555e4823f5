/** Japanese wording helpers for the generated game content. */

/** Split a key the way English `humanize` does: "gladiatorHelm" -> ["Gladiator", "Helm"]. */
export function splitKey(key: string): string[] {
  return key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Za-z])/g, "$1 $2")
    .split(" ")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
}

const KATAKANA_END = /[\u30A0-\u30FF]$/;
const KATAKANA_START = /^[\u30A0-\u30FF]/;

/** Join translated words: "+" at a word's end glues it directly; katakana meets katakana with "・"; otherwise "の". */
export function joinWords(parts: string[]): string {
  let out = "";
  parts.forEach((part, index) => {
    if (index === 0) {
      out = part;
      return;
    }
    if (out.endsWith("+")) out = out.slice(0, -1) + part;
    else if (/[のな]$/.test(out) || /^[（(0-9]/.test(part) || /[0-9]$/.test(out)) out += part;
    else if (KATAKANA_END.test(out) && KATAKANA_START.test(part) && part !== "治療師") out += `・${part}`;
    else out += `の${part}`;
  });
  return out.replace(/\+$/, "");
}

/** Parse "English=日本語" lines into a map. */
export function table(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const at = line.indexOf("=");
    if (at > 0) out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

const SKIP = new Set(["The", "A", "An"]);
const missing = new Set<string>();

/** Words nobody has translated yet (for checking the tables). */
export function untranslatedWords(): string[] {
  return [...missing];
}

/** A Japanese name for a key: a whole phrase from `phrases` if there is one, else word by word ("X Of Y" -> "YのX"). */
export function jaName(key: string, dictionary: Record<string, string>, phrases: Record<string, string> = {}): string {
  if (phrases[key]) return phrases[key];
  const words = splitKey(key);
  const joined = words.join(" ");
  if (phrases[joined]) return phrases[joined];
  const ofAt = words.indexOf("Of");
  if (ofAt > 0 && ofAt < words.length - 1) {
    const head = jaWords(words.slice(0, ofAt), dictionary, phrases);
    const tail = jaWords(words.slice(ofAt + 1), dictionary, phrases);
    return joinWords([tail, head]);
  }
  return jaWords(words, dictionary, phrases);
}

function jaWords(words: string[], dictionary: Record<string, string>, phrases: Record<string, string>): string {
  const joined = words.join(" ");
  if (phrases[joined]) return phrases[joined].replace(/\+$/, "");
  const grouped: string[] = [];
  for (let i = 0; i < words.length; ) {
    let j = words.length;
    for (; j > i + 1; j--) {
      const part = words.slice(i, j).join(" ");
      if (phrases[part] !== undefined || dictionary[part] !== undefined) break;
    }
    grouped.push(words.slice(i, j).join(" "));
    i = j;
  }
  return joinWords(
    grouped
      .filter((word) => !SKIP.has(word))
      .map((word) => {
        if (word.includes(" ")) return phrases[word] ?? dictionary[word];
        if (/^[0-9]+$/.test(word)) return word;
        const found = dictionary[word];
        if (found === undefined) {
          missing.add(word);
          return word;
        }
        return found;
      })
      .filter((part) => part !== ""),
  );
}

const STAT_NAMES = { str: "力", int: "知能", con: "体質", per: "知覚" } as const;

/** "力 +3、知覚 +1。" or "能力値のボーナスはありません。" */
export function statLine(stats: Partial<Record<keyof typeof STAT_NAMES, number>>): string {
  const parts = (Object.keys(STAT_NAMES) as (keyof typeof STAT_NAMES)[])
    .filter((stat) => (stats[stat] ?? 0) > 0)
    .map((stat) => `${STAT_NAMES[stat]} +${stats[stat]}`);
  return parts.length > 0 ? `${parts.join("、")}。` : "能力値のボーナスはありません。";
}

export const CLASS_NAMES: Record<string, string> = {
  warrior: "戦士",
  rogue: "盗賊",
  wizard: "魔法使い",
  healer: "治療師",
};
export const SEASON_NAMES: Record<string, string> = { winter: "冬", spring: "春", summer: "夏", fall: "秋" };
