import type { ReactNode } from "react";
import { GamePage, type Game } from "../common/game";

const LINKS = [
  { to: "/inventory/items", text: "Items" },
  { to: "/inventory/equipment", text: "Equipment" },
  { to: "/inventory/stable", text: "Stable" },
];

export function InventoryPage(props: { title: string; intro: string; game?: Game; children: ReactNode }) {
  return <GamePage section="Inventory" links={LINKS} className="inventory-page" {...props} />;
}
