/**
 * Battle gear and costume: what is worn in each slot, everything owned, equip and unequip, the
 * auto-equip preference and how each piece compares with the one worn in its slot.
 */
import { useState } from "react";
import type { GearItem, GearType } from "../../../../content/data/types";
import type { User } from "../../../../content/rules/types";
import { Avatar, ItemIcon } from "../../art";
import * as inventoryApi from "../../api/inventory";
import * as userApi from "../../api/user";
import { avatarGear } from "../../components/HeroAvatar";
import { useAction, useGame, usePendingChoices, type Game } from "../common/game";
import { InventoryPage } from "./InventoryPage";
import "./inventory.css";

const SLOTS: { type: GearType; text: string }[] = [
  { type: "weapon", text: "Weapon" },
  { type: "shield", text: "Off-hand" },
  { type: "head", text: "Head" },
  { type: "armor", text: "Armour" },
  { type: "back", text: "Back" },
  { type: "body", text: "Body" },
  { type: "headAccessory", text: "Head accessory" },
  { type: "eyewear", text: "Eyewear" },
];
const STATS = ["str", "int", "con", "per"] as const;
const STAT_SHORT = { str: "STR", int: "INT", con: "CON", per: "PER" } as const;

/** Each stat of `item` minus the same stat of what is worn in its slot. */
export function compareGear(item: Pick<GearItem, (typeof STATS)[number]>, worn: Pick<GearItem, (typeof STATS)[number]> | undefined): Record<(typeof STATS)[number], number> {
  return Object.fromEntries(STATS.map((stat) => [stat, (item[stat] ?? 0) - (worn?.[stat] ?? 0)])) as Record<(typeof STATS)[number], number>;
}

function StatComparison({ item, worn }: { item: GearItem; worn?: GearItem }) {
  const diff = compareGear(item, worn);
  const shown = STATS.filter((stat) => (item[stat] ?? 0) !== 0 || diff[stat] !== 0);
  if (shown.length === 0) return <span className="item-detail">No attribute bonus</span>;
  return (
    <span className="stat-compare">
      {shown.map((stat) => (
        <span key={stat} className={diff[stat] > 0 ? "up" : diff[stat] < 0 ? "down" : "same"}>
          {STAT_SHORT[stat]} {item[stat] ?? 0}
          {worn && diff[stat] !== 0 ? ` (${diff[stat] > 0 ? "+" : ""}${diff[stat]})` : ""}
        </span>
      ))}
    </span>
  );
}

function Equipment({ game }: { game: Game }) {
  const { user, content, rules } = game;
  const { run, busy } = useAction();
  const [set, setSet] = useState<"equipped" | "costume">("equipped");
  const worn = user.items.gear[set] ?? {};
  const ownedGear = Object.keys(user.items.gear.owned)
    .filter((key) => user.items.gear.owned[key] && content.gear[key])
    .map((key) => content.gear[key]);

  const toggle = async (item: GearItem) => {
    const wearing = worn[item.type] === item.key;
    await run(`equip:${item.key}`, rules, {
      local: (current) => rules.equip(current, { type: set, key: item.key }),
      send: () => inventoryApi.equip(set, item.key),
      success: wearing ? `You took off ${item.text}.` : `You put on ${item.text}.`,
    });
  };
  const stripAll = () =>
    run(`unequip:${set}`, rules, {
      local: (current) => rules.unequip(current, { type: set }),
      send: () => inventoryApi.unequip(set),
      success: set === "costume" ? "Your costume is back to basics." : "You took off all your battle gear.",
    });
  const choices = usePendingChoices();
  const setPreference = (path: "preferences.autoEquip" | "preferences.costume", value: boolean, text: string) =>
    choices.choose(path, value, () =>
      run(path, rules, {
      local: (current) => ({ user: { ...current, preferences: { ...current.preferences, [path.split(".")[1]]: value } as User["preferences"] } }),
        send: () => userApi.updateUser({ [path]: value }),
        success: text,
      }),
    );

  return (
    <div className="equipment">
      <aside className="customize-preview" aria-label="Your hero">
        <Avatar preferences={user.preferences} gear={avatarGear(user)} currentPet={user.items.currentPet} currentMount={user.items.currentMount} width={160} label="Your hero as others see it" />
        <label className="check-row">
          <input type="checkbox" checked={choices.shown("preferences.costume", Boolean(user.preferences.costume))} disabled={busy !== undefined} onChange={(event) => setPreference("preferences.costume", event.target.checked, event.target.checked ? "Others now see your costume." : "Others now see your battle gear.")} />
          Show my costume instead of my battle gear
        </label>
        <label className="check-row">
          <input type="checkbox" checked={choices.shown("preferences.autoEquip", Boolean(user.preferences.autoEquip))} disabled={busy !== undefined} onChange={(event) => setPreference("preferences.autoEquip", event.target.checked, event.target.checked ? "New gear will be put on as soon as you buy it." : "New gear will wait in your inventory.")} />
          Put on new gear as soon as I buy it
        </label>
      </aside>
      <div className="equipment-main">
        <div role="tablist" aria-label="Gear sets" className="filter-tabs">
          <button type="button" role="tab" id="tab-equipped" aria-controls="gear-panel" aria-selected={set === "equipped"} className={set === "equipped" ? "filter-tab active" : "filter-tab"} onClick={() => setSet("equipped")}>
            Battle gear
          </button>
          <button type="button" role="tab" id="tab-costume" aria-controls="gear-panel" aria-selected={set === "costume"} className={set === "costume" ? "filter-tab active" : "filter-tab"} onClick={() => setSet("costume")}>
            Costume
          </button>
        </div>
        <div id="gear-panel" role="tabpanel" aria-labelledby={`tab-${set}`}>
          <p className="muted">
            {set === "equipped" ? "Battle gear gives you its attribute bonuses." : "Your costume is only for looks: it changes how your hero appears, not your attributes."}{" "}
            <button type="button" className="link-button" onClick={stripAll} disabled={busy !== undefined}>
              Take everything off
            </button>
          </p>
          {SLOTS.map((slot) => {
            const items = ownedGear.filter((item) => item.type === slot.type).sort((a, b) => a.key.localeCompare(b.key));
            const current = content.gear[worn[slot.type] ?? ""];
            return (
              <section key={slot.type} className="shop-section" aria-labelledby={`slot-${slot.type}`}>
                <h2 id={`slot-${slot.type}`}>
                  {slot.text}: <span className="muted">{current && !current.key.includes("_base_") ? current.text : "nothing"}</span>
                </h2>
                {items.length === 0 ? (
                  <p className="muted">You own nothing for this slot yet.</p>
                ) : (
                  <ul className="item-grid" aria-label={slot.text}>
                    {items.map((item) => {
                      const wearing = worn[item.type] === item.key;
                      return (
                        <li key={item.key} className={`item-tile${wearing ? " is-worn" : ""}`} data-item={item.key}>
                          <button type="button" className="item-main" aria-pressed={wearing} disabled={busy !== undefined} onClick={() => toggle(item)}>
                            <ItemIcon itemKey={item.key} kind="gear" size={48} />
                            <span className="item-name">{item.text}</span>
                            {set === "equipped" && <StatComparison item={item} worn={wearing ? undefined : current} />}
                            <span className="badge">{wearing ? "Worn: take off" : "Put on"}</span>
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}

export function Component() {
  const { game, fallback } = useGame();
  return (
    <InventoryPage title="Equipment" intro="Put on your gear and choose your costume." game={game}>
      {game ? <Equipment game={game} /> : fallback}
    </InventoryPage>
  );
}
