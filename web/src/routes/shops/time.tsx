import { useMemo } from "react";
import * as shopsApi from "../../api/shops";
import { ShopGrid, type ShopEntry } from "../common/ShopGrid";
import { useGame, type Game } from "../common/game";
import { ShopPage, ShopSection } from "./ShopPage";
import { questEntry } from "./entries";
import text from "../../i18n/namespaces/shops";
import { useT } from "../../i18n";
import "./shops.css";

function TimeShop({ game }: { game: Game }) {
  const t = useT(text);
  const { user, content, rules } = game;
  const now = useMemo(() => new Date(), []);
  const forSale = rules.mysterySetsForSale(user, now);
  const sets: ShopEntry[] = Object.values(content.mysterySets)
    .filter((set) => forSale.includes(set.key) || set.items.every((item) => user.items.gear.owned[item]))
    .sort((a, b) => b.key.localeCompare(a.key))
    .map((set) => ({
      id: `mystery:${set.key}`,
      itemKey: set.items[0] ?? set.key,
      kind: "gear",
      name: set.text,
      notes: t("holdsOnly", { items: set.items.map((item) => content.gear[item]?.text ?? item).join(", ") }),
      price: 1,
      currency: "hourglasses",
      owned: set.items.every((item) => user.items.gear.owned[item]),
      local: (current) => rules.buyMysterySet(current, { key: set.key }, now),
      send: () => shopsApi.buy(set.key, "mystery"),
      pin: { type: "mystery_set", path: `mystery.${set.key}` },
    }));
  const animals = (type: "pets" | "mounts"): ShopEntry[] =>
    content.timeTravelStable[type].map((key) => ({
      id: `${type}:${key}`,
      itemKey: key,
      kind: type === "pets" ? "pet" : "mount",
      name: (type === "pets" ? content.pets[key]?.text : content.mounts[key]?.text) ?? key,
      price: 1,
      currency: "hourglasses",
      owned: type === "pets" ? (user.items.pets[key] ?? 0) > 0 : Boolean(user.items.mounts[key]),
      local: (current) => rules.purchaseWithHourglass(current, { type, key }),
      send: () => shopsApi.purchaseWithHourglass(type, key),
    }));
  const backgrounds: ShopEntry[] = Object.values(content.backgrounds)
    .filter((background) => background.currency === "hourglasses")
    .map((background) => ({
      id: `backgrounds:${background.key}`,
      itemKey: background.key,
      kind: "background",
      name: background.text,
      notes: background.notes,
      price: background.price || 1,
      currency: "hourglasses",
      owned: Boolean(user.purchased.background[background.key]),
      local: (current) => rules.purchaseWithHourglass(current, { type: "backgrounds", key: background.key }),
      send: () => shopsApi.purchaseWithHourglass("backgrounds", background.key),
    }));
  const quests = Object.values(content.quests)
    .filter((quest) => quest.category === "timeTravelers")
    .map((quest) => questEntry(game, { now, season: "winter", events: [] }, quest.key, "hourglasses"));
  return (
    <>
      <p className="season-banner">{t("timeBanner")}</p>
      <ShopSection title={t("pastSets")}>
        <ShopGrid game={game} entries={sets} label={t("pastSets")} />
      </ShopSection>
      <ShopSection title={t("pets")}>
        <ShopGrid game={game} entries={animals("pets")} label={t("timePets")} />
      </ShopSection>
      <ShopSection title={t("mounts")}>
        <ShopGrid game={game} entries={animals("mounts")} label={t("timeMounts")} />
      </ShopSection>
      <ShopSection title={t("backgrounds")}>
        <ShopGrid game={game} entries={backgrounds} label={t("timeBackgrounds")} />
      </ShopSection>
      <ShopSection title={t("quests")}>
        <ShopGrid game={game} entries={quests} label={t("timeQuests")} />
      </ShopSection>
    </>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  return (
    <ShopPage title={t("timeTitle")} intro={t("timeIntro")} game={game}>
      {game ? <TimeShop game={game} /> : fallback}
    </ShopPage>
  );
}
