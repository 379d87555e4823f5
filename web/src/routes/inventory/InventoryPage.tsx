import type { ReactNode } from "react";
import { Purses, SectionTabs, type Game } from "../common/game";

const LINKS = [
  { to: "/inventory/items", text: "Items" },
  { to: "/inventory/equipment", text: "Equipment" },
  { to: "/inventory/stable", text: "Stable" },
];

export function InventoryPage({ title, intro, game, children }: { title: string; intro: string; game?: Game; children: ReactNode }) {
  return (
    <div className="game-page inventory-page">
      <SectionTabs label="Inventory" links={LINKS} />
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
