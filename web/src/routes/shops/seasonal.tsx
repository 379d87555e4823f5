import { useMemo } from "react";
import { ShopGrid } from "../common/ShopGrid";
import { useGame, type Game } from "../common/game";
import { ShopPage, ShopSection } from "./ShopPage";
import { gearEntry, questEntry, spellEntry } from "./entries";
import { isOnSale, richCopy } from "./market";
import text from "../../i18n/namespaces/shops";
import { useT } from "../../i18n";
import "./shops.css";

const SEASON_NAMES = { winter: "winter", spring: "spring", summer: "summer", fall: "fall" } as const;
const SEASON_WORDS = {
  winter: "seasonWinter",
  spring: "seasonSpring",
  summer: "seasonSummer",
  fall: "seasonFall",
} as const;

function SeasonalShop({ game }: { game: Game }) {
  const t = useT(text);
  const { user, content, rules } = game;
  const shop = useMemo(() => rules.shopContextAt(new Date()), [rules]);
  const rich = useMemo(() => richCopy(user), [user]);
  const gear = Object.values(content.gear)
    .filter(
      (item) =>
        item.season === shop.season && item.canBuy && (!item.specialClass || item.specialClass === user.stats.class),
    )
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
        {t.rich("seasonNow", { season: <strong>{t(SEASON_WORDS[shop.season])}</strong> })}{" "}
        {shop.events.length > 1 ? t("festivities") : ""}
      </p>
      <ShopSection title={t("seasonalGearFor", { season: t(SEASON_NAMES[shop.season]) })} note={t("seasonalGearNote")}>
        <ShopGrid game={game} entries={gear} label={t("seasonalGear")} empty={t("seasonalGearEmpty")} />
      </ShopSection>
      <ShopSection title={t("seasonalSpellsTitle")}>
        <ShopGrid game={game} entries={spells} label={t("seasonalSpells")} />
      </ShopSection>
      <ShopSection title={t("seasonalQuests")}>
        <ShopGrid game={game} entries={quests} label={t("seasonalQuests")} empty={t("seasonalQuestsEmpty")} />
      </ShopSection>
    </>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  return (
    <ShopPage title={t("seasonalTitle")} intro={t("seasonalIntro")} game={game}>
      {game ? <SeasonalShop game={game} /> : fallback}
    </ShopPage>
  );
}
