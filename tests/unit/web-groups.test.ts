import { describe, expect, it } from "vitest";
import type { ChatMessage, Group } from "../../web/src/api/groups";
import {
  applyQuestProgress,
  applyToChat,
  mergeChat,
  typingNames,
  typingSentence,
} from "../../web/src/groups/roomCache";

const message = (id: string, timestamp: number, uuid = "author"): ChatMessage => ({
  id,
  groupId: "g",
  text: `text ${id}`,
  timestamp,
  uuid,
  likes: {},
  flagCount: 0,
});

describe("the chat cache under room messages", () => {
  it("adds a new message on top, once, even when it also came from a catch-up read", () => {
    const chat = [message("b", 20), message("a", 10)];
    const once = applyToChat(chat, { type: "chat.new", message: message("c", 30) }, "me");
    expect(once?.map((entry) => entry.id)).toEqual(["c", "b", "a"]);
    expect(mergeChat(once, [message("c", 30), message("b", 20)]).map((entry) => entry.id)).toEqual(["c", "b", "a"]);
  });

  it("removes deleted messages and updates likes", () => {
    const chat = [message("b", 20), message("a", 10)];
    expect(applyToChat(chat, { type: "chat.deleted", messageId: "b" }, "me")?.map((entry) => entry.id)).toEqual(["a"]);
    expect(applyToChat(chat, { type: "chat.liked", messageId: "a", likes: { me: true } }, "me")?.[1].likes).toEqual({
      me: true,
    });
  });

  it("hides a message reported twice from everyone but its author", () => {
    const chat = [message("b", 20, "other"), message("a", 10, "me")];
    expect(applyToChat(chat, { type: "chat.flagged", messageId: "b", flagCount: 1 }, "me")).toHaveLength(2);
    expect(
      applyToChat(chat, { type: "chat.flagged", messageId: "b", flagCount: 2 }, "me")?.map((entry) => entry.id),
    ).toEqual(["a"]);
    expect(applyToChat(chat, { type: "chat.flagged", messageId: "a", flagCount: 2 }, "me")).toHaveLength(2);
  });

  it("leaves the chat alone for other messages", () => {
    const chat = [message("a", 10)];
    expect(applyToChat(chat, { type: "presence", members: [], total: 0 }, "me")).toBe(chat);
  });
});

describe("quest progress in the cached group", () => {
  const party = {
    _id: "p",
    quest: { key: "rat", active: true, progress: { hp: 1200, rage: 3, collect: {} } },
  } as unknown as Group;

  it("takes the boss's new health and rage", () => {
    expect(applyQuestProgress(party, { key: "rat", hp: 1100.5 })?.quest?.progress).toEqual({
      hp: 1100.5,
      rage: 3,
      collect: {},
    });
    expect(applyQuestProgress(party, { key: "rat", rage: 7 })?.quest?.progress?.rage).toBe(7);
  });

  it("ignores a report about another quest, and marks a started quest active", () => {
    expect(applyQuestProgress(party, { key: "octopus", hp: 5 })).toBe(party);
    const invited = { ...party, quest: { key: "rat", active: false } } as Group;
    expect(applyQuestProgress(invited, { key: "rat", hp: 1200 }, true)?.quest?.active).toBe(true);
  });

  it("copies collected items", () => {
    expect(applyQuestProgress(party, { key: "rat", collect: { tooth: 4 } })?.quest?.progress?.collect).toEqual({
      tooth: 4,
    });
  });
});

describe("typing indicator", () => {
  it("names others typing recently, never the reader", () => {
    const typing = new Map([
      ["me", { name: "Me", until: 2000 }],
      ["a", { name: "Ann", until: 2000 }],
      ["b", { name: "Bo", until: 500 }],
    ]);
    expect(typingNames(typing, "me", 1000)).toEqual(["Ann"]);
    expect(typingSentence(["Ann"])).toBe("Ann is typing…");
    expect(typingSentence(["Ann", "Bo"])).toBe("Ann and Bo are typing…");
    expect(typingSentence(["Ann", "Bo", "Cy"])).toBe("Several people are typing…");
    expect(typingSentence([])).toBe("");
  });
});
