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
import text from "../../i18n/namespaces/inventory";
import { translate, useT } from "../../i18n";
import "./inventory.css";

const SLOTS: { type: GearType; text: keyof (typeof text)["en"] }[] = [
  { type: "weapon", text: "slotWeapon" },
  { type: "shield", text: "slotShield" },
  { type: "head", text: "slotHead" },
  { type: "armor", text: "slotArmor" },
  { type: "back", text: "slotBack" },
  { type: "body", text: "slotBody" },
  { type: "headAccessory", text: "slotHeadAccessory" },
  { type: "eyewear", text: "slotEyewear" },
];
const STATS = ["str", "int", "con", "per"] as const;
const STAT_SHORT = { str: "statStr", int: "statInt", con: "statCon", per: "statPer" } as const;

/** Each stat of `item` minus the same stat of what is worn in its slot. */
export function compareGear(
  item: Pick<GearItem, (typeof STATS)[number]>,
  worn: Pick<GearItem, (typeof STATS)[number]> | undefined,
): Record<(typeof STATS)[number], number> {
  return Object.fromEntries(STATS.map((stat) => [stat, (item[stat] ?? 0) - (worn?.[stat] ?? 0)])) as Record<
    (typeof STATS)[number],
    number
  >;
}

function StatComparison({ item, worn }: { item: GearItem; worn?: GearItem }) {
  const t = useT(text);
  const diff = compareGear(item, worn);
  const shown = STATS.filter((stat) => (item[stat] ?? 0) !== 0 || diff[stat] !== 0);
  if (shown.length === 0) return <span className="item-detail">{t("noBonus")}</span>;
  return (
    <span className="stat-compare">
      {shown.map((stat) => (
        <span key={stat} className={diff[stat] > 0 ? "up" : diff[stat] < 0 ? "down" : "same"}>
          {t(STAT_SHORT[stat])} {item[stat] ?? 0}
          {worn && diff[stat] !== 0 ? ` (${diff[stat] > 0 ? "+" : ""}${diff[stat]})` : ""}
        </span>
      ))}
    </span>
  );
}

function Equipment({ game }: { game: Game }) {
  const t = useT(text);
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
      success: translate(text, wearing ? "tookOff" : "putOn", { item: item.text }),
    });
  };
  const stripAll = () =>
    run(`unequip:${set}`, rules, {
      local: (current) => rules.unequip(current, { type: set }),
      send: () => inventoryApi.unequip(set),
      success: translate(text, set === "costume" ? "costumeBasic" : "gearOff"),
    });
  const choices = usePendingChoices();
  const setPreference = (path: "preferences.autoEquip" | "preferences.costume", value: boolean, text: string) =>
    choices.choose(path, value, () =>
      run(path, rules, {
        local: (current) => ({
          user: {
            ...current,
            preferences: { ...current.preferences, [path.split(".")[1]]: value } as User["preferences"],
          },
        }),
        send: () => userApi.updateUser({ [path]: value }),
        success: text,
      }),
    );

  return (
    <div className="equipment">
      <aside className="customize-preview" aria-label={t("yourHero")}>
        <Avatar
          preferences={user.preferences}
          gear={avatarGear(user)}
          currentPet={user.items.currentPet}
          currentMount={user.items.currentMount}
          width={160}
          label={t("heroAsSeen")}
        />
        <label className="check-row">
          <input
            type="checkbox"
            checked={choices.shown("preferences.costume", Boolean(user.preferences.costume))}
            disabled={busy !== undefined}
            onChange={(event) =>
              setPreference(
                "preferences.costume",
                event.target.checked,
                t(event.target.checked ? "seeCostume" : "seeGear"),
              )
            }
          />
          {t("showCostume")}
        </label>
        <label className="check-row">
          <input
            type="checkbox"
            checked={choices.shown("preferences.autoEquip", Boolean(user.preferences.autoEquip))}
            disabled={busy !== undefined}
            onChange={(event) =>
              setPreference(
                "preferences.autoEquip",
                event.target.checked,
                t(event.target.checked ? "autoEquipOn" : "autoEquipOff"),
              )
            }
          />
          {t("autoEquip")}
        </label>
      </aside>
      <div className="equipment-main">
        <div role="tablist" aria-label={t("gearSets")} className="filter-tabs">
          <button
            type="button"
            role="tab"
            id="tab-equipped"
            aria-controls="gear-panel"
            aria-selected={set === "equipped"}
            className={set === "equipped" ? "filter-tab active" : "filter-tab"}
            onClick={() => setSet("equipped")}
          >
            {t("battleGear")}
          </button>
          <button
            type="button"
            role="tab"
            id="tab-costume"
            aria-controls="gear-panel"
            aria-selected={set === "costume"}
            className={set === "costume" ? "filter-tab active" : "filter-tab"}
            onClick={() => setSet("costume")}
          >
            {t("costume")}
          </button>
        </div>
        <div id="gear-panel" role="tabpanel" aria-labelledby={`tab-${set}`}>
          <p className="muted">
            {set === "equipped" ? t("battleGearHint") : t("costumeHint")}{" "}
            <button type="button" className="link-button" onClick={stripAll} disabled={busy !== undefined}>
              {t("takeAllOff")}
            </button>
          </p>
          {SLOTS.map((slot) => {
            const items = ownedGear
              .filter((item) => item.type === slot.type)
              .sort((a, b) => a.key.localeCompare(b.key));
            const current = content.gear[worn[slot.type] ?? ""];
            return (
              <section key={slot.type} className="shop-section" aria-labelledby={`slot-${slot.type}`}>
                <h2 id={`slot-${slot.type}`}>
                  {t.rich("slotWearing", {
                    slot: t(slot.text),
                    item: (
                      <span className="muted">
                        {current && !current.key.includes("_base_") ? current.text : t("nothing")}
                      </span>
                    ),
                  })}
                </h2>
                {items.length === 0 ? (
                  <p className="muted">{t("nothingForSlot")}</p>
                ) : (
                  <ul className="item-grid" aria-label={t(slot.text)}>
                    {items.map((item) => {
                      const wearing = worn[item.type] === item.key;
                      return (
                        <li key={item.key} className={`item-tile${wearing ? " is-worn" : ""}`} data-item={item.key}>
                          <button
                            type="button"
                            className="item-main"
                            aria-pressed={wearing}
                            disabled={busy !== undefined}
                            onClick={() => toggle(item)}
                          >
                            <ItemIcon itemKey={item.key} kind="gear" size={48} />
                            <span className="item-name">{item.text}</span>
                            {set === "equipped" && <StatComparison item={item} worn={wearing ? undefined : current} />}
                            <span className="badge">{wearing ? t("wornTakeOff") : t("putOnButton")}</span>
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
  const t = useT(text);
  const { game, fallback } = useGame();
  return (
    <InventoryPage title={t("equipmentTitle")} intro={t("equipmentIntro")} game={game}>
      {game ? <Equipment game={game} /> : fallback}
    </InventoryPage>
  );
}
