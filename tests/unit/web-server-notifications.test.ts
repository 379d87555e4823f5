import { describe, expect, it } from "vitest";
import {
  badgeText,
  bellLabel,
  buildMenuEntries,
  unreadSenders,
  describeNotification,
  dismissibleIds,
  groupLink,
  contentNames,
  unreadCount,
  unseenNotificationIds,
} from "../../web/src/notifications/serverNotifications";
import { NOTIFICATION_TYPES } from "../../content/rules/notifications";
import { TAVERN_ID } from "../../content/data/constants";
import type { ServerNotification, User } from "../../content/rules/types";

type MenuUser = Parameters<typeof buildMenuEntries>[0];

function note(id: string, type: string, data: Record<string, unknown> = {}, seen = false): ServerNotification {
  return { id, type, data, seen };
}

function user(overrides: Partial<MenuUser> = {}): MenuUser {
  return {
    notifications: [],
    invitations: { guilds: [], parties: [], party: {} },
    inbox: { newMessages: 0, optOut: false, blocks: [] },
    flags: { newStuff: false } as User["flags"],
    party: { _id: "party-1" } as User["party"],
    newMessages: {},
    ...overrides,
  };
}

describe("describeNotification", () => {
  it("has its own wording for every type the rules create", () => {
    for (const type of NOTIFICATION_TYPES) {
      const described = describeNotification(note("n", type));
      expect(described.title, type).not.toBe("Something new happened");
      expect(described.title.length, type).toBeGreaterThan(3);
    }
  });

  it("words the group notifications with their data", () => {
    const mention = describeNotification(
      note("m", "NEW_MENTION", {
        groupId: "guild-9",
        groupName: "Early Birds",
        author: { id: "a", name: "Robin", username: "robin" },
        text: "@hero are you up?",
      }),
      { party: { _id: "party-1" } as User["party"] },
    );
    expect(mention.title).toBe("Robin mentioned you in Early Birds");
    expect(mention.text).toBe('"@hero are you up?"');
    expect(mention.link).toEqual({ to: "/groups/guild/guild-9", label: "Go to the guild" });

    expect(
      describeNotification(note("r", "GROUP_REMOVED", { groupId: "g", name: "Night Owls", message: "Inactive" })).title,
    ).toBe("You are no longer a member of Night Owls");
    expect(
      describeNotification(note("r", "GROUP_REMOVED", { groupId: "g", name: "Night Owls", message: "Inactive" })).text,
    ).toBe('Their note: "Inactive"');
    const gems = describeNotification(
      note("g", "GIFT_GEMS_RECEIVED", { gems: 5, from: { id: "x", name: "Sam" }, message: "" }),
    );
    expect(gems.title).toBe("Sam gave you 5 gems");
    expect(gems.text).toBeUndefined();
    expect(describeNotification(note("g", "GIFT_GEMS_RECEIVED", { gems: 1, from: { name: "Sam" } })).title).toBe(
      "Sam gave you 1 gem",
    );
    expect(
      describeNotification(note("i", "GROUP_INVITE_GUILD", { groupId: "g", name: "Readers", inviter: { name: "Ada" } }))
        .title,
    ).toBe("Ada invited you to the guild Readers");
  });

  it("links each type where it leads", () => {
    expect(describeNotification(note("a", "NEW_MYSTERY_ITEMS", { items: ["a", "b"] }))).toMatchObject({
      text: "2 subscriber items are waiting to be opened.",
      link: { to: "/inventory/items" },
    });
    const names = contentNames({
      eggs: { Wolf: { text: "Wolf" } },
      hatchingPotions: { Base: { text: "Base" } },
      achievements: { partyUp: { titleKey: "Party Up" } },
    });
    expect(
      describeNotification(note("a", "FIRST_DROPS", { egg: "Wolf", hatchingPotion: "Base" }), undefined, names),
    ).toMatchObject({
      text: "You found a Wolf egg and a Base hatching potion. Put them together to hatch a pet!",
      link: { to: "/inventory/items" },
    });
    expect(describeNotification(note("a", "LEVEL_UP", { level: 12 }))).toMatchObject({
      text: "You reached level 12.",
      link: { to: "/user/stats" },
    });
    expect(describeNotification(note("a", "NEW_STUFF", { id: "n1", title: "Spring is here" }))).toMatchObject({
      text: '"Spring is here"',
      link: { to: "/static/new-stuff" },
    });
    expect(describeNotification(note("a", "STREAK_ACHIEVEMENT", { streak: 21 })).text).toBe(
      "You kept a daily going 21 days in a row. Keep it up!",
    );
    expect(describeNotification(note("a", "ACHIEVEMENT", { achievement: "partyUp" }), undefined, names).text).toBe(
      'You earned "Party Up".',
    );
    expect(describeNotification(note("a", "CARD_RECEIVED", { card: "thankyou", from: { name: "Lee" } })).text).toBe(
      "Lee sent you a thank-you card.",
    );
    expect(describeNotification(note("a", "ULTIMATE_GEAR_ACHIEVEMENT", { classes: ["warrior", "wizard"] })).text).toBe(
      "You own the finest gear of the Warrior and Mage classes.",
    );
  });

  it("tells the overnight changes of a rollover", () => {
    expect(describeNotification(note("c", "CRON", { hp: -4.5, mp: 3 })).text).toBe(
      "Unfinished dailies cost you 4.5 health. You recovered 3 mana.",
    );
    expect(describeNotification(note("c", "CRON", { hp: 0, mp: 0 })).text).toBe("Your dailies are fresh and ready.");
  });

  it("survives missing or odd data and unknown types", () => {
    expect(
      describeNotification({ type: "LOGIN_INCENTIVE", data: undefined as unknown as Record<string, unknown> }).text,
    ).toBe("Thanks for checking in.");
    expect(
      describeNotification(note("x", "LOGIN_INCENTIVE", { count: 3, reward: [{ key: "x" }], nextRewardAt: 7 })).text,
    ).toBe("That makes 3 check-ins. A reward is waiting in your inventory. Your next reward comes at check-in 7.");
    expect(describeNotification(note("x", "NEW_MENTION", {})).title).toBe("Someone mentioned you in a chat");
    expect(describeNotification(note("x", "SOMETHING_ELSE")).title).toBe("Something new happened");
    expect(describeNotification(note("w", "WON_CHALLENGE", { name: "Run 5k", prize: 4 })).title).toBe(
      "You won Run 5k!",
    );
    expect(describeNotification(note("a", "GROUP_TASK_ASSIGNED", { text: "Water plants", by: "Kim" })).title).toBe(
      "Kim gave you a task",
    );
  });
});

describe("groupLink", () => {
  it("leads to the party, the tavern or the guild page", () => {
    const me = { party: { _id: "p" } as User["party"] };
    expect(groupLink("p", me).to).toBe("/party");
    expect(groupLink("other", me, "party").to).toBe("/party");
    expect(groupLink(TAVERN_ID, me).to).toBe("/groups/tavern");
    expect(groupLink("g/1", me).to).toBe("/groups/guild/g%2F1");
  });
});

describe("buildMenuEntries and unreadCount", () => {
  it("is empty and counts nothing for a player with nothing new", () => {
    const entries = buildMenuEntries(user());
    expect(entries).toEqual([]);
    expect(unreadCount(entries)).toBe(0);
  });

  it("counts unseen notifications, unread PMs, unread chats, invitations and news", () => {
    const entries = buildMenuEntries(
      user({
        notifications: [
          note("a", "LEVEL_UP", { level: 3 }),
          note("b", "ACHIEVEMENT", { achievement: "x" }, true),
          note("c", "GROUP_INVITE_PARTY", { groupId: "p2", name: "Crew", inviter: { id: "u", name: "Ada" } }),
        ],
        invitations: {
          parties: [{ id: "p2", name: "Crew", inviter: "u" }],
          party: { id: "p2", name: "Crew", inviter: "u" },
          guilds: [{ id: "g1", name: "Readers" }],
        },
        inbox: { newMessages: 3, optOut: false, blocks: [] },
        newMessages: { "party-1": { name: "My party", value: true }, g7: { name: "Old guild", value: false } },
        flags: { newStuff: true } as User["flags"],
      }),
    );
    // 1 unseen (LEVEL_UP) + 3 PMs + 1 chat + 2 invitations (party merged with its notification) + 1 news.
    expect(unreadCount(entries)).toBe(8);
    expect(entries.map((entry) => entry.kind)).toEqual([
      "invitation",
      "invitation",
      "news",
      "inbox",
      "chat",
      "server",
      "server",
    ]);
    const party = entries[0];
    expect(party).toMatchObject({
      kind: "invitation",
      groupId: "p2",
      groupType: "party",
      inviterName: "Ada",
      notificationIds: ["c"],
      text: "Ada invited you to join the party Crew.",
      link: { to: "/party" },
    });
    expect(entries[1]).toMatchObject({
      kind: "invitation",
      groupType: "guild",
      text: "You are invited to join the guild Readers.",
      link: { to: "/groups/guild/g1" },
    });
    expect(entries[3]).toMatchObject({ title: "3 new private messages", link: { to: "/private-messages" } });
    expect(entries[4]).toMatchObject({ title: "New messages in My party", link: { to: "/party" } });
    // Newest server notification first; the seen one is listed but not counted.
    expect(entries.slice(5).map((entry) => (entry.kind === "server" ? [entry.id, entry.unread] : []))).toEqual([
      ["b", false],
      ["a", true],
    ]);
    expect(dismissibleIds(entries)).toEqual(["b", "a"]);
  });

  it("folds a saved-for-later news notification into the news flag, and shows it alone otherwise", () => {
    const later = note("n", "NEW_STUFF", { id: "p", title: "Big update" });
    const withFlag = buildMenuEntries(user({ notifications: [later], flags: { newStuff: true } as User["flags"] }));
    expect(withFlag).toHaveLength(1);
    expect(withFlag[0]).toMatchObject({ kind: "news", notificationIds: ["n"] });
    expect(unreadCount(withFlag)).toBe(1);

    const withoutFlag = buildMenuEntries(user({ notifications: [later] }));
    expect(withoutFlag[0]).toMatchObject({ kind: "server", id: "n", link: { to: "/static/new-stuff" } });
    expect(unreadCount(withoutFlag)).toBe(1);
  });

  it("keeps an invitation notification whose invitation is gone as a plain, dismissible entry", () => {
    const entries = buildMenuEntries(
      user({
        notifications: [
          note("i", "GROUP_INVITE_GUILD", { groupId: "g", name: "Readers", inviter: { name: "Ada" } }, true),
        ],
      }),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: "server", unread: false });
    expect(unreadCount(entries)).toBe(0);
  });

  it("lists the unseen ids, folded ones included", () => {
    expect(
      unseenNotificationIds(
        user({ notifications: [note("a", "CRON"), note("b", "CRON", {}, true), note("c", "GROUP_INVITE_PARTY")] }),
      ),
    ).toEqual(["a", "c"]);
  });
});

describe("bell texts", () => {
  it("names the count and caps the badge", () => {
    expect(bellLabel(0)).toBe("Notifications, none new");
    expect(bellLabel(4)).toBe("Notifications, 4 new");
    expect(badgeText(7)).toBe("7");
    expect(badgeText(120)).toBe("99+");
  });

  it("never makes a name from a key: without the item's name from the content, the name is left out", () => {
    const drops = describeNotification(note("a", "FIRST_DROPS", { egg: "Wolf", hatchingPotion: "CottonCandyBlue" }));
    expect(drops.text).toBe("You found an egg and a hatching potion. Put them together to hatch a pet!");
    const unknownEgg = describeNotification(
      note("a", "FIRST_DROPS", { egg: "Dragon", hatchingPotion: "Base" }),
      undefined,
      contentNames({ eggs: { Wolf: { text: "Wolf" } }, hatchingPotions: { Base: { text: "Base" } } }),
    );
    expect(unknownEgg.text).not.toContain("Dragon");
    expect(describeNotification(note("a", "ACHIEVEMENT", { achievement: "healthyTraveler" })).text).toBe(
      "You earned a new achievement.",
    );
    expect(describeNotification(note("a", "CARD_RECEIVED", { card: "mysteryCard" })).text).not.toMatch(/mystery/i);
    expect(
      describeNotification(note("a", "ULTIMATE_GEAR_ACHIEVEMENT", { classes: ["warrior", "bard"] })).text,
    ).not.toMatch(/bard/i);
  });
});

describe("carriesUserNotifications", () => {
  it("ignores the empty list of calls answered without the player", async () => {
    const { carriesUserNotifications } = await import("../../web/src/api/responses");
    expect(carriesUserNotifications({ method: "GET", path: "/world-state" })).toBe(false);
    expect(carriesUserNotifications({ method: "GET", path: "/content?language=en" })).toBe(false);
    expect(carriesUserNotifications({ method: "GET", path: "/api/v4/news" })).toBe(false);
    expect(carriesUserNotifications({ method: "POST", path: "/user/auth/local/login" })).toBe(false);
    expect(carriesUserNotifications({ method: "POST", path: "/news/read" })).toBe(true);
    expect(carriesUserNotifications({ method: "POST", path: "/notifications/see" })).toBe(true);
    expect(carriesUserNotifications({ method: "GET", path: "/tasks/user" })).toBe(true);
  });
});

describe("unread private messages", () => {
  it("name who wrote them", () => {
    const messages = [
      { sent: true, user: "Me" },
      { sent: false, user: "Robin" },
      { sent: false, user: "Sam" },
      { sent: false, user: "Robin" },
      { sent: false, user: "Old friend" },
    ];
    expect(unreadSenders(messages, 3)).toEqual(["Robin", "Sam"]);
    const one = buildMenuEntries(user({ inbox: { newMessages: 1, optOut: false, blocks: [] } }), {
      inboxSenders: ["Robin"],
    });
    expect(one[0]).toMatchObject({ kind: "inbox", title: "Robin sent you a message" });
    const many = buildMenuEntries(user({ inbox: { newMessages: 3, optOut: false, blocks: [] } }), {
      inboxSenders: ["Robin", "Sam"],
    });
    expect(many[0]).toMatchObject({ title: "3 new private messages", text: "From Robin and Sam." });
  });
});
