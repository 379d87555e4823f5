import { useMemo } from "react";
import { ShopGrid } from "../common/ShopGrid";
import { useGame, type Game } from "../common/game";
import { ShopPage, ShopSection } from "./ShopPage";
import { bundleEntry, questEntry } from "./entries";
import { isOnSale, richCopy } from "./market";
import text from "../../i18n/namespaces/shops";
import { formatDate, useT } from "../../i18n";
import "./shops.css";

function QuestShop({ game }: { game: Game }) {
  const t = useT(text);
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
      <ShopSection title={t("goldQuests")} note={t("goldQuestsNote")}>
        <ShopGrid game={game} entries={gold} label={t("goldQuests")} />
      </ShopSection>
      <ShopSection
        title={t("petQuests")}
        note={t("petQuestsNote", { date: formatDate(endsAt, { day: "numeric", month: "long" }) })}
      >
        <ShopGrid game={game} entries={byCategory("pet")} label={t("petQuests")} />
      </ShopSection>
      <ShopSection title={t("potionQuests")}>
        <ShopGrid game={game} entries={byCategory("hatchingPotion")} label={t("potionQuests")} />
      </ShopSection>
      <ShopSection title={t("otherQuests")}>
        <ShopGrid
          game={game}
          entries={byCategory("unlockable")}
          label={t("otherQuests")}
          empty={t("otherQuestsEmpty")}
        />
      </ShopSection>
      <ShopSection title={t("bundles")} note={t("bundlesNote")}>
        <ShopGrid game={game} entries={bundles} label={t("bundles")} empty={t("bundlesEmpty")} />
      </ShopSection>
    </>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  return (
    <ShopPage title={t("questShopTitle")} intro={t("questShopIntro")} game={game}>
      {game ? <QuestShop game={game} /> : fallback}
    </ShopPage>
  );
}
