/** @mentions: which names a message mentions, and how a known player's name becomes a profile link. */
import { describe, expect, it } from "vitest";
import { linkMentions, MENTIONS_PER_MESSAGE_MAX, mentionedNames } from "../../content/rules/mentions";

const ada = { id: "0b1c5e1a-2f3d-4c5b-8a6e-7f8091a2b3c4" };

describe("mentions", () => {
  it("finds names after @, lower-cased and once each, never inside a word, code or a link", () => {
    expect(mentionedNames("Hi @Ada and @bob_2, and @ada again")).toEqual(["ada", "bob_2"]);
    expect(mentionedNames("mail me at ada@example.com")).toEqual([]);
    expect(mentionedNames("`@ada` and ```\n@bob\n``` and [@carl](/profile/x) and https://x.test/@dee")).toEqual([]);
  });

  it("stops at the most one message may mention", () => {
    const many = Array.from({ length: MENTIONS_PER_MESSAGE_MAX + 5 }, (_, i) => `@p${i}`).join(" ");
    expect(mentionedNames(many)).toHaveLength(MENTIONS_PER_MESSAGE_MAX);
  });

  it("links each mention of a known player, as written, and leaves the rest alone", () => {
    const players = new Map([["ada", ada]]);
    expect(linkMentions("Hi @Ada, meet @nobody. `@ada`", players)).toBe(
      `Hi [@Ada](/profile/${ada.id}), meet @nobody. \`@ada\``,
    );
    expect(linkMentions("@ada!", new Map())).toBe("@ada!");
  });
});
