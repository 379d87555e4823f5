import type { ReactNode } from "react";
import { GamePage, type Game } from "../common/game";

export const SHOP_LINKS = [
  { to: "/shops/market", text: "Market" },
  { to: "/shops/quests", text: "Quests" },
  { to: "/shops/customizations", text: "Customizations" },
  { to: "/shops/seasonal", text: "Seasonal shop" },
  { to: "/shops/time", text: "Time travelers" },
];

export function ShopPage(props: { title: string; intro: string; game?: Game; children: ReactNode }) {
  return <GamePage section="Shops" links={SHOP_LINKS} className="shop-page" {...props} />;
}

export function ShopSection({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = `shop-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="shop-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {note && <p className="muted">{note}</p>}
      {children}
    </section>
  );
}
