import { useMemo } from "react";
import { ShopGrid } from "../common/ShopGrid";
import { useGame, type Game } from "../common/game";
import { ShopPage, ShopSection } from "./ShopPage";
import { gearEntry, questEntry, spellEntry } from "./entries";
import { isOnSale, richCopy } from "./market";
import "./shops.css";

const SEASON_NAMES = { winter: "Winter", spring: "Spring", summer: "Summer", fall: "Autumn" } as const;

function SeasonalShop({ game }: { game: Game }) {
  const { user, content, rules } = game;
  const shop = useMemo(() => rules.shopContextAt(new Date()), [rules]);
  const rich = useMemo(() => richCopy(user), [user]);
  const gear = Object.values(content.gear)
    .filter((item) => item.season === shop.season && item.canBuy && (!item.specialClass || item.specialClass === user.stats.class))
    .sort((a, b) => b.key.localeCompare(a.key))
    .map((item) => gearEntry(game, shop, item))
    .filter((entry) => entry.owned || isOnSale(rich, entry));
  const spells = Object.keys(content.specialSpells)
    .map((key) => spellEntry(game, shop, key))
    .filter((entry) => isOnSale(rich, entry));
  const quests = (rules.SEASONAL_QUESTS[shop.season] ?? [])
    .filter((key) => content.quests[key])
    .map((key) => questEntry(game, shop, key, "gems"));
  return (
    <>
      <p className="season-banner">
        It is <strong>{SEASON_NAMES[shop.season].toLowerCase()}</strong> in the shops. {shop.events.length > 1 ? "Festivities are under way." : ""}
      </p>
      <ShopSection title={`${SEASON_NAMES[shop.season]} gear for your class`} note="Seasonal gear is sold only in its season.">
        <ShopGrid game={game} entries={gear} label="Seasonal gear" empty="There is no seasonal gear for your class this season." />
      </ShopSection>
      <ShopSection title="Seasonal spells and cures">
        <ShopGrid game={game} entries={spells} label="Seasonal spells" />
      </ShopSection>
      <ShopSection title="Seasonal quests">
        <ShopGrid game={game} entries={quests} label="Seasonal quests" empty="No seasonal quest this season." />
      </ShopSection>
    </>
  );
}

export function Component() {
  const { game, fallback } = useGame();
  return (
    <ShopPage title="Seasonal shop" intro="Gear, spells and quests of the season, here only while it lasts." game={game}>
      {game ? <SeasonalShop game={game} /> : fallback}
    </ShopPage>
  );
}
