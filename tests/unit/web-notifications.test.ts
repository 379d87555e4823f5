import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotificationStore } from "../../web/src/notifications/store";
import {
  critMessage,
  dropMessage,
  fillTemplate,
  notificationMessage,
  statNotification,
  STRING_NOT_FOUND_TEXT,
} from "../../web/src/notifications/messages";
import { spriteExtension, spriteName, spriteUrl } from "../../web/src/notifications/sprites";
import {
  NOTIFICATION_FILL_STEP_MS,
  NOTIFICATION_MAX_VISIBLE,
  NOTIFICATION_REFILL_MS,
  NOTIFICATION_REMOVE_MS,
} from "../../content/data/constants";

const uuids = (list: readonly { uuid: string }[]) => list.map((entry) => entry.uuid);

describe("NotificationStore", () => {
  let store: NotificationStore;
  beforeEach(() => {
    vi.useFakeTimers();
    store = new NotificationStore();
  });
  afterEach(() => {
    store.clear();
    vi.useRealTimers();
  });

  it("shows the first notification at once and removes it after 2500 ms", () => {
    store.add({ uuid: "a", type: "xp", text: "6" });
    expect(uuids(store.getSnapshot().visible)).toEqual(["a"]);
    vi.advanceTimersByTime(NOTIFICATION_REMOVE_MS - 1);
    expect(uuids(store.getSnapshot().visible)).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().visible).toEqual([]);
  });

  it("fills one slot per 240 ms step and never shows more than four", () => {
    for (const uuid of ["a", "b", "c", "d", "e", "f"]) store.add({ uuid, type: "gp", text: "1" });
    expect(uuids(store.getSnapshot().visible)).toEqual(["a"]);
    vi.advanceTimersByTime(NOTIFICATION_FILL_STEP_MS - 1);
    expect(store.getSnapshot().visible).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(uuids(store.getSnapshot().visible)).toEqual(["a", "b"]);
    vi.advanceTimersByTime(NOTIFICATION_FILL_STEP_MS * 5);
    expect(store.getSnapshot().visible).toHaveLength(NOTIFICATION_MAX_VISIBLE);
    expect(uuids(store.getSnapshot().queued)).toEqual(["e", "f"]);
  });

  it("refills a freed slot after 60 ms", () => {
    for (const uuid of ["a", "b", "c", "d", "e"]) store.add({ uuid, type: "error", text: "nope" });
    vi.advanceTimersByTime(NOTIFICATION_FILL_STEP_MS * 4);
    expect(uuids(store.getSnapshot().visible)).toEqual(["a", "b", "c", "d"]);
    store.remove("b");
    expect(uuids(store.getSnapshot().visible)).toEqual(["a", "c", "d"]);
    vi.advanceTimersByTime(NOTIFICATION_REFILL_MS - 1);
    expect(store.getSnapshot().visible).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(uuids(store.getSnapshot().visible)).toEqual(["a", "c", "d", "e"]);
  });

  it("keeps errors and persistent notifications until they are clicked", () => {
    store.add({ uuid: "err", type: "error", text: "Something broke" });
    store.add({ uuid: "down", type: "info", text: "Server away", persistent: true });
    vi.advanceTimersByTime(60_000);
    expect(uuids(store.getSnapshot().visible)).toEqual(["err", "down"]);
    store.remove("err");
    expect(uuids(store.getSnapshot().visible)).toEqual(["down"]);
  });

  it("ignores a uuid that is already visible or waiting", () => {
    expect(store.add({ uuid: "same", type: "info", text: "one" })).toBe("same");
    expect(store.add({ uuid: "same", type: "info", text: "two" })).toBeUndefined();
    expect(store.getSnapshot().visible.map((entry) => entry.text)).toEqual(["one"]);
  });

  it("removal after the timer also frees the slot for the queue", () => {
    for (const uuid of ["a", "b", "c", "d", "e"]) store.add({ uuid, type: "hp", text: "1", sign: "-" });
    vi.advanceTimersByTime(NOTIFICATION_FILL_STEP_MS * 3);
    expect(store.getSnapshot().visible).toHaveLength(4);
    // "a" has been up the longest: it leaves first, and "e" takes its place 60 ms later.
    vi.advanceTimersByTime(NOTIFICATION_REMOVE_MS - NOTIFICATION_FILL_STEP_MS * 3);
    expect(uuids(store.getSnapshot().visible)).toEqual(["b", "c", "d"]);
    vi.advanceTimersByTime(NOTIFICATION_REFILL_MS);
    expect(uuids(store.getSnapshot().visible)).toEqual(["b", "c", "d", "e"]);
  });

  it("tells listeners when a notification shows (the empty-armoire dialog)", () => {
    const shown: string[] = [];
    store.onShown((notification) => notification.emptied && shown.push(notification.uuid));
    store.add({ uuid: "gear", type: "drop", text: "A shield", emptied: true });
    expect(shown).toEqual(["gear"]);
  });
});

describe("notification texts", () => {
  it("uses the default text of the type with its sign", () => {
    expect(notificationMessage({ type: "hp", text: "2.5", sign: "-" })).toBe("−2.5 health");
    expect(notificationMessage({ type: "gp", text: "1", sign: "+" })).toBe("+1 gold");
    expect(notificationMessage({ type: "xp", text: "6" })).toBe("+6 experience");
    expect(notificationMessage({ type: "mp", text: "1", sign: "-" })).toBe("−1 mana");
    expect(notificationMessage({ type: "streak", text: "0.3" })).toBe("Streak bonus: 0.3 gold");
    expect(notificationMessage({ type: "damage", text: "4.2" })).toBe("4.2 damage to the boss");
  });

  it("lets a flavour message replace the default", () => {
    expect(notificationMessage({ type: "xp", text: "6", flavorMessage: "The Armoire gives you 6 experience." })).toBe(
      "The Armoire gives you 6 experience.",
    );
  });

  it("builds stat notifications with sign and two decimals at most", () => {
    expect(statNotification("hp", -1.23456)).toEqual({ type: "hp", text: "1.23", sign: "-" });
    expect(statNotification("gp", 2)).toEqual({ type: "gp", text: "2", sign: "+" });
  });

  it("falls back for missing strings and failed templates", () => {
    expect(fillTemplate("noSuchKey", {})).toBe(STRING_NOT_FOUND_TEXT);
    expect(fillTemplate("gainedGold", {})).toBe(
      'Error processing the string "gainedGold". Please see Help > Report a Bug.',
    );
  });

  it("names drops and crits", () => {
    expect(dropMessage({ type: "Egg", key: "BearCub" })).toBe("You found a Bear Cub egg!");
    expect(dropMessage({ type: "HatchingPotion", key: "CottonCandyBlue" })).toBe(
      "You found a Cotton Candy Blue hatching potion!",
    );
    expect(dropMessage({ type: "Food", key: "Meat" })).toBe("You found some Meat!");
    expect(critMessage(1.5)).toContain("1.5");
  });
});

describe("drop sprites", () => {
  it("uses the last word of a spaced name", () => {
    expect(spriteName("Pet Egg Wolf")).toBe("Wolf");
    expect(spriteName("Pet_Egg_Wolf")).toBe("Pet_Egg_Wolf");
  });

  it("is a gif for the animated special items and a png otherwise", () => {
    expect(spriteExtension("snowball")).toBe("gif");
    expect(spriteExtension("Magic snowball")).toBe("gif");
    expect(spriteExtension("Pet_Egg_Wolf")).toBe("png");
    expect(spriteUrl("Pet_Egg_Wolf", "https://cdn.example/")).toBe(
      "https://cdn.example/mobileApp/images/Pet_Egg_Wolf.png",
    );
  });
});
