import { useMemo, useState } from "react";
import type { PlayerClass } from "../../../../content/data/constants";
import * as shopsApi from "../../api/shops";
import { notify } from "../../notifications/store";
import { ShopGrid, type ShopEntry } from "../common/ShopGrid";
import { useGame, type Game } from "../common/game";
import { ShopPage, ShopSection } from "./ShopPage";
import { gearEntry, gearOrder, gemItemEntry } from "./entries";
import "./shops.css";

const CLASS_CHOICES: { key: PlayerClass; text: string }[] = [
  { key: "warrior", text: "Warrior" },
  { key: "rogue", text: "Rogue" },
  { key: "wizard", text: "Mage" },
  { key: "healer", text: "Healer" },
];

/** The Armoire's answer as a notification: a drop (which may empty it) or experience (spec §2, §7). */
function announceArmoire(answer: unknown): undefined {
  const { armoire, message } = (answer ?? {}) as { armoire?: { type?: string; dropKey?: string; value?: number; emptied?: boolean }; message?: string };
  if (!armoire) notify({ type: "info", text: message ?? "The Armoire creaks open." });
  else if (armoire.type === "experience") notify({ type: "xp", text: String(armoire.value ?? 0), sign: "+", flavorMessage: message ?? `The Armoire gives you ${armoire.value ?? 0} experience.` });
  else notify({ type: "drop", text: message ?? "The Armoire gives you something!", icon: armoire.dropKey, emptied: armoire.emptied });
  return undefined;
}

function MarketShop({ game }: { game: Game }) {
  const { user, content, rules } = game;
  const shop = useMemo(() => rules.shopContextAt(new Date()), [rules]);
  const rich = useMemo(() => richCopy(user), [user]);
  const [klass, setKlass] = useState<PlayerClass>(user.stats.class ?? "warrior");

  const basics: ShopEntry[] = [
    {
      id: "potion",
      itemKey: "potion",
      kind: "potion",
      name: "Health potion",
      notes: "Restores 15 health, up to your maximum of 50.",
      price: 25,
      currency: "gold",
      bulk: true,
      local: (current, quantity) => rules.buyHealthPotion(current, { quantity }),
      send: (quantity) => shopsApi.buyHealthPotion(quantity),
      success: () => "You drink the potion and feel better.",
    },
    {
      id: "armoire",
      itemKey: "armoire",
      kind: "gear",
      name: "Enchanted Armoire",
      notes: "100 gold for a surprise: a piece of armoire gear, some food or a little experience. It opens once you own a full class set of top gear.",
      price: 100,
      currency: "gold",
      local: (current) => {
        rules.buyArmoire(current, {}, { now: shop.now, random: rules.seededRandom(1) });
        // What comes out is the server's roll: only the price is taken here.
        return { user: { ...current, stats: { ...current.stats, gp: current.stats.gp - 100 } } };
      },
      send: () => shopsApi.buyArmoire(),
      success: announceArmoire,
    },
    {
      id: "gem",
      itemKey: "gem",
      kind: "bundle",
      name: "Gem",
      notes: "Subscribers may trade 20 gold for a gem, up to their monthly limit.",
      detail: user.purchased.plan.customerId ? `Bought this month: ${user.purchased.plan.gemsBought ?? 0} of ${rules.gemCap(user)}` : "Subscribers only",
      price: 20,
      currency: "gold",
      bulk: true,
      local: (current, quantity) => rules.buyGemsWithGold(current, { quantity }),
      send: (quantity) => shopsApi.buy("gem", "gems", quantity),
      pin: { type: "gems", path: "gem" },
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
  const food = Object.values(content.food).map((item) => gemItemEntry(game, shop, "food", item.key)).filter((entry) => isOnSale(rich, entry));

  return (
    <>
      <ShopSection title="Potions, armoire and gems">
        <ShopGrid game={game} entries={basics} label="Potions, armoire and gems" />
      </ShopSection>
      <ShopSection title="Class equipment" note="Each class line is bought in order: the next piece needs the one before it.">
        <fieldset className="class-filter">
          <legend>Show the gear of</legend>
          {CLASS_CHOICES.map((choice) => (
            <label key={choice.key} className="chip-choice">
              <input type="radio" name="gear-class" value={choice.key} checked={klass === choice.key} onChange={() => setKlass(choice.key)} /> {choice.text}
              {choice.key === user.stats.class ? " (yours)" : ""}
            </label>
          ))}
        </fieldset>
        <ShopGrid game={game} entries={classGear} label="Class equipment" />
      </ShopSection>
      <ShopSection title="Eggs" note="Hatch them with a potion in your inventory.">
        <ShopGrid game={game} entries={eggs} label="Eggs" />
      </ShopSection>
      <ShopSection title="Hatching potions">
        <ShopGrid game={game} entries={potions} label="Hatching potions" />
      </ShopSection>
      <ShopSection title="Food and saddles">
        <ShopGrid game={game} entries={food} label="Food and saddles" />
      </ShopSection>
      <ShopSection title="Animal ears, tails, headbands and glasses">
        <ShopGrid game={game} entries={accessories} label="Accessories" />
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
  const { game, fallback } = useGame();
  return (
    <ShopPage title="Market" intro="Gear for your class, eggs, potions, food and the Enchanted Armoire." game={game}>
      {game ? <MarketShop game={game} /> : fallback}
    </ShopPage>
  );
}
