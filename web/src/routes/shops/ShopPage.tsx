import { useId, type ReactNode } from "react";
import { GamePage, type Game } from "../common/game";
import text from "../../i18n/namespaces/shops";
import { useT } from "../../i18n";

const SHOP_LINKS = [
  { to: "/shops/market", text: "tabMarket" },
  { to: "/shops/quests", text: "tabQuests" },
  { to: "/shops/customizations", text: "tabCustomizations" },
  { to: "/shops/seasonal", text: "tabSeasonal" },
  { to: "/shops/time", text: "tabTime" },
] as const;

export function ShopPage(props: { title: string; intro: string; game?: Game; children: ReactNode }) {
  const t = useT(text);
  return (
    <GamePage
      section={t("shops")}
      links={SHOP_LINKS.map((link) => ({ to: link.to, text: t(link.text) }))}
      className="shop-page"
      {...props}
    />
  );
}

export function ShopSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="shop-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note && <p className="muted">{note}</p>}
      {children}
    </section>
  );
}
