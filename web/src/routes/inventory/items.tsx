/**
 * Eggs, hatching potions, food, special items and quest scrolls. Hatch by picking an egg and
 * then a potion (or the other way round); feed by picking food and then a pet; sell the rest.
 */
import { useId, useState } from "react";
import type { User } from "../../../../content/rules/types";
import { ItemIcon, type ArtKind } from "../../art";
import { FOOD_ART_SIZE, ITEM_ART_SIZE, PARTNER_ART_SIZE } from "./artSizes";
import * as inventoryApi from "../../api/inventory";
import { Dialog } from "../../components/Dialog";
import { Price, refusal, useAction, useGame, type Game } from "../common/game";
import { InventoryPage } from "./InventoryPage";
import text from "../../i18n/namespaces/inventory";
import { translate, useT } from "../../i18n";
import { celebrateHatch, celebrateMount } from "./celebrate";
import "./inventory.css";

type Bag = "eggs" | "hatchingPotions" | "food";

interface Held {
  bag: Bag;
  key: string;
}

function owned(record: Record<string, number | boolean | string[] | null | undefined>): [string, number][] {
  return Object.entries(record)
    .map(([key, count]): [string, number] => [key, typeof count === "number" ? count : count === true ? 1 : 0])
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a.localeCompare(b));
}

const KIND_OF: Record<Bag, ArtKind> = { eggs: "egg", hatchingPotions: "potion", food: "food" };

function Items({ game }: { game: Game }) {
  const t = useT(text);
  const { user, content, rules } = game;
  const { run, busy } = useAction();
  const [held, setHeld] = useState<Held>();
  const [selling, setSelling] = useState<Held>();
  const nameOf = (bag: Bag, key: string) => content[bag][key]?.text ?? key;

  const hatch = async (egg: string, potion: string) => {
    setHeld(undefined);
    const pet = `${egg}-${potion}`;
    const result = await run(`hatch:${pet}`, rules, {
      local: (current) =>
        rules.hatch(current, { egg, hatchingPotion: potion }, { now: new Date(), random: rules.seededRandom(1) }),
      send: () => inventoryApi.hatch(egg, potion),
      success: translate(text, "hatched", { pet: content.pets[pet]?.text ?? pet }),
    });
    if (result.ok) celebrateHatch(user, pet, content.pets[pet]?.text);
  };

  const feed = async (pet: string, food: string) => {
    setHeld(undefined);
    const result = await run(`feed:${pet}`, rules, {
      local: (current) => rules.feed(current, { pet, food }, { now: new Date(), random: rules.seededRandom(1) }),
      send: () => inventoryApi.feed(pet, food),
      success: (value) =>
        translate(text, (value as number) === -1 || (value as number) >= 50 ? "grewMount" : "enjoyed", {
          pet: content.pets[pet]?.text ?? pet,
          food: nameOf("food", food),
        }),
    });
    if (result.ok && ((result.answer as number) === -1 || (result.answer as number) >= 50))
      celebrateMount(user, pet, content.mounts[pet]?.text);
  };

  /** What the held item can be used with: potions for an egg, eggs for a potion, pets for food. */
  const partners = (item: Held): { key: string; label: string; kind: ArtKind; act: () => void; reason?: string }[] => {
    const ctx = { now: new Date(), random: rules.seededRandom(1) };
    if (item.bag === "eggs")
      return owned(user.items.hatchingPotions).map(([potion]) => ({
        key: potion,
        label: `${nameOf("hatchingPotions", potion)} → ${content.pets[`${item.key}-${potion}`]?.text ?? `${item.key}-${potion}`}`,
        kind: "potion",
        act: () => hatch(item.key, potion),
        reason: refusal(rules, () => rules.hatch(user, { egg: item.key, hatchingPotion: potion }, ctx)),
      }));
    if (item.bag === "hatchingPotions")
      return owned(user.items.eggs).map(([egg]) => ({
        key: egg,
        label: `${nameOf("eggs", egg)} → ${content.pets[`${egg}-${item.key}`]?.text ?? `${egg}-${item.key}`}`,
        kind: "egg",
        act: () => hatch(egg, item.key),
        reason: refusal(rules, () => rules.hatch(user, { egg, hatchingPotion: item.key }, ctx)),
      }));
    return Object.entries(user.items.pets)
      .filter(([key, value]) => value > 0 && !user.items.mounts[key])
      .map(([pet, value]) => ({
        key: pet,
        label: t("fedOf", { pet: content.pets[pet]?.text ?? pet, fed: Math.min(value, 50), max: 50 }),
        kind: "pet" as ArtKind,
        act: () => feed(pet, item.key),
        reason: refusal(rules, () => rules.feed(user, { pet, food: item.key }, ctx)),
      }));
  };

  const bagSection = (bag: Bag, title: string, hint: string) => {
    const list = owned(user.items[bag]);
    return (
      <section className="shop-section" aria-labelledby={`bag-${bag}`}>
        <h2 id={`bag-${bag}`}>{title}</h2>
        {list.length === 0 ? (
          <p className="muted">{bag === "food" ? t("noFood") : t("noneYet")}</p>
        ) : (
          <>
            <p className="muted">{hint}</p>
            <ul className="item-grid" aria-label={title}>
              {list.map(([key, count]) => (
                <li key={key} className="item-tile" data-item={`${bag}:${key}`}>
                  <button
                    type="button"
                    className="item-main"
                    onClick={() => setHeld({ bag, key })}
                    disabled={busy !== undefined}
                  >
                    <ItemIcon itemKey={key} kind={KIND_OF[bag]} size={bag === "food" ? FOOD_ART_SIZE : ITEM_ART_SIZE} />
                    <span className="item-name">{nameOf(bag, key)}</span>
                    <span className="item-count" aria-label={t("countOwned", { count })}>
                      ×{count}
                    </span>
                  </button>
                  {!(bag === "food" && key === "Saddle") && (
                    <button type="button" className="pin-button" onClick={() => setSelling({ bag, key })}>
                      {t("sell")}
                      <span className="visually-hidden"> {nameOf(bag, key)}</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    );
  };

  const special = owned(user.items.special as Record<string, number>);
  const scrolls = owned(user.items.quests);
  const heldPartners = held ? partners(held) : [];

  return (
    <>
      {bagSection("eggs", t("eggs"), t("eggsHint"))}
      {bagSection("hatchingPotions", t("potions"), t("potionsHint"))}
      {bagSection("food", t("food"), t("foodHint"))}
      <section className="shop-section" aria-labelledby="bag-special">
        <h2 id="bag-special">{t("special")}</h2>
        {special.length === 0 ? (
          <p className="muted">{t("noSpecial")}</p>
        ) : (
          <ul className="item-grid" aria-label={t("special")}>
            {special.map(([key, count]) => (
              <li key={key} className="item-tile">
                <div className="item-main">
                  <ItemIcon itemKey={key} kind="spell" size={48} />
                  <span className="item-name">
                    {content.specialSpells[key]?.text ?? content.cards[key]?.text ?? key}
                  </span>
                  <span className="item-count">×{count}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="shop-section" aria-labelledby="bag-quests">
        <h2 id="bag-quests">{t("scrolls")}</h2>
        {scrolls.length === 0 ? (
          <p className="muted">{t("noScrolls")}</p>
        ) : (
          <ul className="item-grid" aria-label={t("scrolls")}>
            {scrolls.map(([key, count]) => (
              <li key={key} className="item-tile">
                <div className="item-main">
                  <ItemIcon itemKey={key} kind="quest" size={48} />
                  <span className="item-name">{content.quests[key]?.text ?? key}</span>
                  <span className="item-count">×{count}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Dialog
        open={Boolean(held)}
        title={
          held
            ? held.bag === "food"
              ? t("feedTo", { food: nameOf("food", held.key) })
              : t("hatchWith", { item: nameOf(held.bag, held.key) })
            : ""
        }
        onClose={() => setHeld(undefined)}
      >
        {heldPartners.length === 0 ? (
          <p>{held?.bag === "food" ? t("noPetToFeed") : held?.bag === "eggs" ? t("noPotion") : t("noEgg")}</p>
        ) : (
          <ul className="partner-list">
            {heldPartners.map((partner) => (
              <li key={partner.key}>
                <button type="button" className="partner" disabled={Boolean(partner.reason)} onClick={partner.act}>
                  <ItemIcon itemKey={partner.key} kind={partner.kind} size={PARTNER_ART_SIZE} />
                  <span>{partner.label}</span>
                  {partner.reason && <span className="item-lock">{partner.reason}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
      <SellDialog game={game} item={selling} onClose={() => setSelling(undefined)} />
    </>
  );
}

function SellDialog({ game, item, onClose }: { game: Game; item?: Held; onClose: () => void }) {
  const t = useT(text);
  const { user, content, rules } = game;
  const { run } = useAction();
  const [amount, setAmount] = useState("1");
  const inputId = useId();
  if (!item)
    return (
      <Dialog open={false} title="" onClose={onClose}>
        {null}
      </Dialog>
    );
  const have = user.items[item.bag][item.key] ?? 0;
  const value = content[item.bag][item.key]?.value ?? 0;
  const count = Number(amount);
  const valid = Number.isInteger(count) && count >= 1 && count <= have;
  const name = content[item.bag][item.key]?.text ?? item.key;
  const sell = async () => {
    onClose();
    setAmount("1");
    await run(`sell:${item.key}`, rules, {
      local: (current: User) => rules.sell(current, { type: item.bag, key: item.key, amount: count }),
      send: () => inventoryApi.sell(item.bag, item.key, count),
      success: translate(text, "sold", { count, name, gold: value * count }),
    });
  };
  return (
    <Dialog
      open
      title={t("sellTitle", { name })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t("cancel")}
          </button>
          <button type="button" className="button" disabled={!valid} onClick={sell}>
            {t.rich("sellFor", { price: <Price amount={valid ? value * count : value} currency="gold" /> })}
          </button>
        </>
      }
    >
      <p>{t.rich("eachFetches", { price: <Price amount={value} currency="gold" />, count: have })}</p>
      <div className="field quantity-field">
        <label htmlFor={inputId}>{t("howMany")}</label>
        <input
          id={inputId}
          type="number"
          min={1}
          max={have}
          step={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={!valid || undefined}
        />
        {!valid && <p className="field-error">{t("wholeNumber", { max: have })}</p>}
      </div>
    </Dialog>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  return (
    <InventoryPage title={t("itemsTitle")} intro={t("itemsIntro")} game={game}>
      {game ? <Items game={game} /> : fallback}
    </InventoryPage>
  );
}
