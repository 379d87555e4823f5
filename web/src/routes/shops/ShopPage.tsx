import type { ReactNode } from "react";
import { Purses, SectionTabs, type Game } from "../common/game";

export const SHOP_LINKS = [
  { to: "/shops/market", text: "Market" },
  { to: "/shops/quests", text: "Quests" },
  { to: "/shops/customizations", text: "Customizations" },
  { to: "/shops/seasonal", text: "Seasonal shop" },
  { to: "/shops/time", text: "Time travelers" },
];

export function ShopPage({ title, intro, game, children }: { title: string; intro: string; game?: Game; children: ReactNode }) {
  return (
    <div className="game-page shop-page">
      <SectionTabs label="Shops" links={SHOP_LINKS} />
      <header className="game-page-head">
        <div>
          <h1>{title}</h1>
          <p className="muted">{intro}</p>
        </div>
        {game && <Purses user={game.user} />}
      </header>
      {children}
    </div>
  );
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
