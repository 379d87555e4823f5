import { useMemo } from "react";
import { ShopGrid } from "../common/ShopGrid";
import { useGame, type Game } from "../common/game";
import { ShopPage, ShopSection } from "./ShopPage";
import { bundleEntry, questEntry } from "./entries";
import { isOnSale, richCopy } from "./market";
import "./shops.css";

function QuestShop({ game }: { game: Game }) {
  const { user, content, rules } = game;
  const shop = useMemo(() => rules.shopContextAt(new Date()), [rules]);
  const rich = useMemo(() => richCopy(user), [user]);
  const all = Object.values(content.quests);
  const gold = all.filter((quest) => quest.goldValue).map((quest) => questEntry(game, shop, quest.key, "gold"));
  const byCategory = (category: string) =>
    all
      .filter((quest) => quest.category === category && !quest.goldValue)
      .map((quest) => questEntry(game, shop, quest.key, "gems"))
      .filter((entry) => isOnSale(rich, entry) || (user.items.quests[entry.itemKey] ?? 0) > 0);
  const bundles = Object.keys(content.questBundles)
    .map((key) => bundleEntry(game, shop, key))
    .filter((entry) => isOnSale(rich, entry));
  const endsAt = rules.rotationEnds("petQuests", shop.now);
  return (
    <>
      <ShopSection title="Story quests for gold" note="Chains are played in order: each part opens once the one before it is done.">
        <ShopGrid game={game} entries={gold} label="Story quests for gold" />
      </ShopSection>
      <ShopSection title="Pet quests" note={`This month's pet quests stay until ${endsAt.toLocaleDateString("en", { day: "numeric", month: "long" })}.`}>
        <ShopGrid game={game} entries={byCategory("pet")} label="Pet quests" />
      </ShopSection>
      <ShopSection title="Magic potion quests">
        <ShopGrid game={game} entries={byCategory("hatchingPotion")} label="Magic potion quests" />
      </ShopSection>
      <ShopSection title="Other quests">
        <ShopGrid game={game} entries={byCategory("unlockable")} label="Other quests" empty="No other quests are open to you yet: some unlock with your level or with daily check-ins." />
      </ShopSection>
      <ShopSection title="Quest bundles" note="Three quests for the price of two, for a limited time.">
        <ShopGrid game={game} entries={bundles} label="Quest bundles" empty="No bundle is on offer this month." />
      </ShopSection>
    </>
  );
}

export function Component() {
  const { game, fallback } = useGame();
  return (
    <ShopPage title="Quest shop" intro="Scrolls to start a quest with your party: bosses to beat and items to collect." game={game}>
      {game ? <QuestShop game={game} /> : fallback}
    </ShopPage>
  );
}
