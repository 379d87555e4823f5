import { useMemo, useState } from "react";
import {
  ARMOIRE_PRICE,
  GOLD_PER_GEM,
  HEALTH_POTION_HEAL,
  HEALTH_POTION_PRICE,
  MAX_HEALTH,
  type PlayerClass,
} from "../../../../content/data/constants";
import * as shopsApi from "../../api/shops";
import { announceArmoire, type ArmoireAnswer } from "../../notifications/armoire";
import { ShopGrid, type ShopEntry } from "../common/ShopGrid";
import { useGame, type Game } from "../common/game";
import { ShopPage, ShopSection } from "./ShopPage";
import { gearEntry, gearOrder, gemItemEntry } from "./entries";
import text from "../../i18n/namespaces/shops";
import words from "../../i18n/namespaces/words";
import { translate, useT } from "../../i18n";
import "./shops.css";

const CLASS_CHOICES = [
  { key: "warrior", text: "warrior" },
  { key: "rogue", text: "rogue" },
  { key: "wizard", text: "mage" },
  { key: "healer", text: "healer" },
] as const satisfies { key: PlayerClass; text: keyof (typeof words)["en"] }[];

function MarketShop({ game }: { game: Game }) {
  const t = useT(text);
  const w = useT(words);
  const { user, content, rules } = game;
  const shop = useMemo(() => rules.shopContextAt(new Date()), [rules]);
  const rich = useMemo(() => richCopy(user), [user]);
  const [klass, setKlass] = useState<PlayerClass>(user.stats.class ?? "warrior");

  const basics: ShopEntry[] = [
    {
      id: "potion",
      itemKey: "potion",
      kind: "potion",
      name: t("healthPotion"),
      notes: t("healthPotionNotes", { heal: HEALTH_POTION_HEAL, max: MAX_HEALTH }),
      price: HEALTH_POTION_PRICE,
      currency: "gold",
      bulk: true,
      local: (current, quantity) => rules.buyHealthPotion(current, { quantity }),
      send: (quantity) => shopsApi.buyHealthPotion(quantity),
      success: () => translate(text, "potionDrunk"),
    },
    {
      id: "armoire",
      itemKey: "armoire",
      kind: "gear",
      name: t("armoire"),
      notes: t("armoireNotes", { price: ARMOIRE_PRICE }),
      price: ARMOIRE_PRICE,
      currency: "gold",
      local: (current) => {
        rules.buyArmoire(current, {}, { now: shop.now, random: rules.seededRandom(1) });
        // What comes out is the server's roll: only the price is taken here.
        return { user: { ...current, stats: { ...current.stats, gp: current.stats.gp - ARMOIRE_PRICE } } };
      },
      send: () => shopsApi.buyArmoire(),
      success: (answer) => {
        announceArmoire((answer ?? {}) as ArmoireAnswer);
        return undefined;
      },
    },
    {
      id: "gem",
      itemKey: "gem",
      kind: "bundle",
      name: t("gem"),
      notes: t("gemNotes", { price: GOLD_PER_GEM }),
      detail: user.purchased.plan.customerId
        ? t("gemsBought", { bought: user.purchased.plan.gemsBought ?? 0, cap: rules.gemCap(user) })
        : t("subscribersOnly"),
      price: GOLD_PER_GEM,
      currency: "gold",
      bulk: true,
      local: (current, quantity) => rules.buyGemsWithGold(current, { quantity }),
      send: (quantity) => shopsApi.buy("gem", "gems", quantity),
      pin: { type: "gems", path: "gem" },
      art: (size) => <span className={`gem gem-art gem-art-${size}`} aria-hidden="true" />,
    },
  ];

  const classGear = Object.values(content.gear)
    .filter((item) => item.klass === klass && item.canBuy && !item.season && !item.gearSet)
    .sort(gearOrder)
    .map((item) => gearEntry(game, shop, item));
  const accessories = Object.values(content.gear)
    .filter((item) => item.gearSet !== undefined && item.canBuy)
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((item) => gearEntry(game, shop, item));
  const eggs = Object.values(content.eggs)
    .map((egg) => gemItemEntry(game, shop, "eggs", egg.key))
    .filter((entry) => isOnSale(rich, entry));
  const potions = Object.values(content.hatchingPotions)
    .map((potion) => gemItemEntry(game, shop, "hatchingPotions", potion.key, potion.premium))
    .filter((entry) => isOnSale(rich, entry));
  const food = Object.values(content.food)
    .map((item) => gemItemEntry(game, shop, "food", item.key))
    .filter((entry) => isOnSale(rich, entry));

  return (
    <>
      <ShopSection title={t("basics")}>
        <ShopGrid game={game} entries={basics} label={t("basics")} />
      </ShopSection>
      <ShopSection title={t("classEquipment")} note={t("classEquipmentNote")}>
        <fieldset className="class-filter">
          <legend>{t("showGearOf")}</legend>
          {CLASS_CHOICES.map((choice) => (
            <label key={choice.key} className="chip-choice">
              <input
                type="radio"
                name="gear-class"
                value={choice.key}
                checked={klass === choice.key}
                onChange={() => setKlass(choice.key)}
              />{" "}
              {w(choice.text)}
              {choice.key === user.stats.class ? t("yours") : ""}
            </label>
          ))}
        </fieldset>
        <ShopGrid game={game} entries={classGear} label={t("classEquipment")} />
      </ShopSection>
      <ShopSection title={t("eggs")} note={t("eggsNote")}>
        <ShopGrid game={game} entries={eggs} label={t("eggs")} />
      </ShopSection>
      <ShopSection title={t("potions")}>
        <ShopGrid game={game} entries={potions} label={t("potions")} />
      </ShopSection>
      <ShopSection title={t("food")}>
        <ShopGrid game={game} entries={food} label={t("food")} />
      </ShopSection>
      <ShopSection title={t("accessoriesTitle")}>
        <ShopGrid game={game} entries={accessories} label={t("accessories")} />
      </ShopSection>
    </>
  );
}

/** The player with plenty of money, to tell "not for sale" from "not affordable". */
export function richCopy(user: Game["user"]): Game["user"] {
  const rich = structuredClone(user);
  rich.balance = 1e6;
  rich.stats.gp = 1e9;
  rich.purchased.plan.consecutive.trinkets = 1e6;
  return rich;
}

/** Items whose rule refuses them only for money reasons are on sale; unavailable ones are left out. */
export function isOnSale(rich: Game["user"], entry: ShopEntry): boolean {
  try {
    entry.local(rich, 1);
    return true;
  } catch {
    return false;
  }
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  return (
    <ShopPage title={t("marketTitle")} intro={t("marketIntro")} game={game}>
      {game ? <MarketShop game={game} /> : fallback}
    </ShopPage>
  );
}
