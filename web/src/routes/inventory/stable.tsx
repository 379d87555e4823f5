/**
 * The stable: every pet and mount, owned, hatchable (egg and potion in hand) or still missing,
 * with feeding progress, the current pet and mount, sorting, filtering and the releases.
 */
import { useMemo, useState } from "react";
import type { User } from "../../../../content/rules/types";
import { ItemIcon } from "../../art";
import { ANIMAL_ART_SIZE, PARTNER_ART_SIZE } from "./artSizes";
import * as inventoryApi from "../../api/inventory";
import { Dialog } from "../../components/Dialog";
import { refusal, useAction, useGame, type Game } from "../common/game";
import { ConfirmDialog } from "../common/PurchaseDialog";
import { InventoryPage } from "./InventoryPage";
import text from "../../i18n/namespaces/inventory";
import { translate, useT } from "../../i18n";
import { celebrateHatch, celebrateMount } from "./celebrate";
import "./inventory.css";

export type PetState = "owned" | "raised" | "hatchable" | "missing";
type Filter = "all" | PetState;
type Sort = "egg" | "colour" | "progress";
const MOUNT_AT = 50;

/** Where a pet stands for this player. */
export function petState(
  items: Pick<User["items"], "pets" | "eggs" | "hatchingPotions">,
  key: string,
  egg: string,
  potion: string,
): PetState {
  const value = items.pets[key] ?? 0;
  if (value > 0) return "owned";
  if (value === -1) return "raised";
  if ((items.eggs[egg] ?? 0) > 0 && (items.hatchingPotions[potion] ?? 0) > 0) return "hatchable";
  return "missing";
}

const TYPE_NAMES = {
  drop: "typeStandard",
  quest: "typeQuest",
  premium: "typePremium",
  wacky: "typeWacky",
  special: "typeSpecial",
} as const;
type AnimalType = keyof typeof TYPE_NAMES;

function Stable({ game }: { game: Game }) {
  const t = useT(text);
  const { user, content, rules } = game;
  const { run, busy } = useAction();
  const [view, setView] = useState<"pets" | "mounts">("pets");
  const [type, setType] = useState<AnimalType>("drop");
  const [filter, setFilter] = useState<Filter>("all");
  const [sort, setSort] = useState<Sort>("egg");
  const [feeding, setFeeding] = useState<string>();
  const [releasing, setReleasing] = useState<inventoryApi.ReleaseKind>();
  const ctx = useMemo(() => ({ now: new Date(), random: rules.seededRandom(1) }), [rules]);

  const pets = Object.values(content.pets).filter((pet) => pet.type === type);
  const mounts = Object.values(content.mounts).filter((mount) => mount.type === type);
  const petRows = pets
    .map((pet) => ({
      pet,
      state: petState(user.items, pet.key, pet.egg, pet.potion),
      value: user.items.pets[pet.key] ?? 0,
    }))
    .filter((row) => filter === "all" || row.state === filter)
    .sort((a, b) =>
      sort === "colour"
        ? a.pet.potion.localeCompare(b.pet.potion) || a.pet.egg.localeCompare(b.pet.egg)
        : sort === "progress"
          ? b.value - a.value
          : a.pet.egg.localeCompare(b.pet.egg) || a.pet.potion.localeCompare(b.pet.potion),
    );
  const mountRows = mounts
    .map((mount) => ({ mount, owned: Boolean(user.items.mounts[mount.key]) }))
    .filter((row) => filter === "all" || (filter === "owned" ? row.owned : filter === "missing" ? !row.owned : false))
    .sort((a, b) =>
      sort === "colour"
        ? a.mount.potion.localeCompare(b.mount.potion)
        : a.mount.egg.localeCompare(b.mount.egg) || a.mount.potion.localeCompare(b.mount.potion),
    );

  const petsOwned = Object.values(user.items.pets).filter((value) => value > 0).length;
  const mountsOwned = Object.values(user.items.mounts).filter(Boolean).length;
  const currentPet = user.items.currentPet;
  const currentMount = user.items.currentMount;

  const hatch = async (egg: string, potion: string) => {
    const result = await run(`hatch:${egg}-${potion}`, rules, {
      local: (current) => rules.hatch(current, { egg, hatchingPotion: potion }, ctx),
      send: () => inventoryApi.hatch(egg, potion),
      success: translate(text, "hatchedNamed", { pet: content.pets[`${egg}-${potion}`]?.text ?? `${egg}-${potion}` }),
    });
    if (result.ok) celebrateHatch(user, `${egg}-${potion}`, content.pets[`${egg}-${potion}`]?.text);
  };
  const choose = (kind: "pet" | "mount", key: string) =>
    run(`${kind}:${key}`, rules, {
      local: (current) => rules.equip(current, { type: kind, key }),
      send: () => inventoryApi.equip(kind, key),
      success:
        (kind === "pet" ? currentPet : currentMount) === key
          ? translate(text, kind === "pet" ? "petRests" : "mountLeft")
          : kind === "pet"
            ? translate(text, "petFollows", { pet: content.pets[key]?.text ?? key })
            : translate(text, "mountCarries", { mount: content.mounts[key]?.text ?? key }),
    });
  const feed = async (pet: string, food: string) => {
    setFeeding(undefined);
    const result = await run(`feed:${pet}`, rules, {
      local: (current) => rules.feed(current, { pet, food }, ctx),
      send: () => inventoryApi.feed(pet, food),
      success: (value) =>
        translate(text, (value as number) === -1 || (value as number) >= MOUNT_AT ? "grewMount" : "ate", {
          pet: content.pets[pet]?.text ?? pet,
          food: content.food[food]?.text ?? food,
        }),
    });
    if (result.ok && ((result.answer as number) === -1 || (result.answer as number) >= MOUNT_AT))
      celebrateMount(user, pet, content.mounts[pet]?.text);
  };
  const release = async (kind: inventoryApi.ReleaseKind) => {
    setReleasing(undefined);
    await run(`release:${kind}`, rules, {
      local: (current) =>
        kind === "pets"
          ? rules.releasePets(current)
          : kind === "mounts"
            ? rules.releaseMounts(current)
            : rules.releaseBoth(current),
      send: () => inventoryApi.release(kind),
    });
  };
  const releaseLock = (kind: inventoryApi.ReleaseKind) =>
    refusal(rules, () =>
      kind === "pets"
        ? rules.releasePets(user)
        : kind === "mounts"
          ? rules.releaseMounts(user)
          : rules.releaseBoth(user),
    );
  const foods = Object.entries(user.items.food).filter(([, count]) => count > 0);

  return (
    <>
      <section className="stable-summary" aria-label={t("yourStable")}>
        <p>
          {t("stableCounts", {
            pets: petsOwned,
            mounts: mountsOwned,
            petsDone: rules.beastMasterProgress(user.items.pets),
            mountsDone: rules.mountMasterProgress(user.items.mounts),
          })}
        </p>
        <p>
          {t.rich("following", {
            pet: <strong>{currentPet ? (content.pets[currentPet]?.text ?? currentPet) : t("noPet")}</strong>,
            mount: (
              <strong>{currentMount ? (content.mounts[currentMount]?.text ?? currentMount) : t("noMount")}</strong>
            ),
          })}
        </p>
      </section>
      <div className="stable-controls">
        <div role="tablist" aria-label={t("petsOrMounts")} className="filter-tabs">
          {(["pets", "mounts"] as const).map((entry) => (
            <button
              key={entry}
              type="button"
              role="tab"
              id={`tab-${entry}`}
              aria-controls="stable-panel"
              aria-selected={view === entry}
              className={view === entry ? "filter-tab active" : "filter-tab"}
              onClick={() => setView(entry)}
            >
              {entry === "pets" ? t("pets") : t("mounts")}
            </button>
          ))}
        </div>
        <div className="field inline-field">
          <label htmlFor="stable-type">{t("kind")}</label>
          <select id="stable-type" value={type} onChange={(event) => setType(event.target.value as AnimalType)}>
            {(Object.keys(TYPE_NAMES) as AnimalType[]).map((key) => (
              <option key={key} value={key}>
                {t(TYPE_NAMES[key])}
              </option>
            ))}
          </select>
        </div>
        <div className="field inline-field">
          <label htmlFor="stable-filter">{t("show")}</label>
          <select id="stable-filter" value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
            <option value="all">{t("all")}</option>
            <option value="owned">{t("owned")}</option>
            {view === "pets" && <option value="raised">{t("grown")}</option>}
            {view === "pets" && <option value="hatchable">{t("readyToHatch")}</option>}
            <option value="missing">{t("missing")}</option>
          </select>
        </div>
        <div className="field inline-field">
          <label htmlFor="stable-sort">{t("sortBy")}</label>
          <select id="stable-sort" value={sort} onChange={(event) => setSort(event.target.value as Sort)}>
            <option value="egg">{t("sortAnimal")}</option>
            <option value="colour">{t("sortColour")}</option>
            {view === "pets" && <option value="progress">{t("sortProgress")}</option>}
          </select>
        </div>
      </div>
      <div id="stable-panel" role="tabpanel" aria-labelledby={`tab-${view}`}>
        {view === "pets" ? (
          <ul className="item-grid stable-grid" aria-label={t("pets")}>
            {petRows.length === 0 && <li className="muted">{t("noPets")}</li>}
            {petRows.map(({ pet, state, value }) => (
              <li
                key={pet.key}
                className={`item-tile stable-${state}${currentPet === pet.key ? " is-worn" : ""}`}
                data-item={pet.key}
              >
                {state === "owned" ? (
                  <button
                    type="button"
                    className="item-main"
                    aria-pressed={currentPet === pet.key}
                    disabled={busy !== undefined}
                    onClick={() => choose("pet", pet.key)}
                  >
                    <ItemIcon itemKey={pet.key} kind="pet" size={ANIMAL_ART_SIZE} />
                    <span className="item-name">{pet.text}</span>
                    {pet.type !== "special" && pet.type !== "wacky" && (
                      <span className="feed-progress">
                        <progress
                          max={MOUNT_AT}
                          value={Math.min(value, MOUNT_AT)}
                          aria-label={t("fedProgress", {
                            pet: pet.text,
                            fed: Math.min(value, MOUNT_AT),
                            max: MOUNT_AT,
                          })}
                        />
                      </span>
                    )}
                    <span className="badge">{currentPet === pet.key ? t("followingYou") : t("takeAlong")}</span>
                  </button>
                ) : state === "hatchable" ? (
                  <button
                    type="button"
                    className="item-main"
                    disabled={busy !== undefined}
                    onClick={() => hatch(pet.egg, pet.potion)}
                  >
                    <ItemIcon itemKey={pet.key} kind="pet" size={ANIMAL_ART_SIZE} style={{ opacity: 0.55 }} />
                    <span className="item-name">{pet.text}</span>
                    <span className="badge badge-hatch">{t("hatch")}</span>
                  </button>
                ) : (
                  <div className="item-main">
                    <ItemIcon
                      itemKey={pet.key}
                      kind="pet"
                      size={ANIMAL_ART_SIZE}
                      style={{ opacity: state === "raised" ? 0.7 : 0.2 }}
                    />
                    <span className="item-name">
                      {state === "missing" ? <span className="muted">{pet.text}</span> : pet.text}
                    </span>
                    <span className="item-detail">{state === "raised" ? t("grownIntoMount") : t("notFoundYet")}</span>
                  </div>
                )}
                {state === "owned" && pet.type !== "special" && pet.type !== "wacky" && (
                  <button type="button" className="pin-button" onClick={() => setFeeding(pet.key)}>
                    {t("feed")}
                    <span className="visually-hidden"> {pet.text}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <ul className="item-grid stable-grid" aria-label={t("mounts")}>
            {mountRows.length === 0 && <li className="muted">{t("noMounts")}</li>}
            {mountRows.map(({ mount, owned }) => (
              <li
                key={mount.key}
                className={`item-tile${owned ? "" : " stable-missing"}${currentMount === mount.key ? " is-worn" : ""}`}
                data-item={mount.key}
              >
                {owned ? (
                  <button
                    type="button"
                    className="item-main"
                    aria-pressed={currentMount === mount.key}
                    disabled={busy !== undefined}
                    onClick={() => choose("mount", mount.key)}
                  >
                    <ItemIcon itemKey={mount.key} kind="mount" size={ANIMAL_ART_SIZE} />
                    <span className="item-name">{mount.text}</span>
                    <span className="badge">{currentMount === mount.key ? t("riding") : t("ride")}</span>
                  </button>
                ) : (
                  <div className="item-main">
                    <ItemIcon itemKey={mount.key} kind="mount" size={ANIMAL_ART_SIZE} style={{ opacity: 0.2 }} />
                    <span className="item-name muted">{mount.text}</span>
                    <span className="item-detail">{t("notRaised")}</span>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <section className="shop-section" aria-labelledby="release-title">
        <h2 id="release-title">{t("restartTitle")}</h2>
        <p className="muted">{t("restartText")}</p>
        <div className="actions">
          {(["pets", "mounts", "both"] as const).map((kind) => {
            const lock = releaseLock(kind);
            return (
              <div key={kind} className="release-option">
                <button
                  type="button"
                  className="button secondary"
                  disabled={Boolean(lock) || busy !== undefined}
                  onClick={() => setReleasing(kind)}
                >
                  {kind === "pets" ? t("releasePets") : kind === "mounts" ? t("releaseMounts") : t("releaseBoth")}
                </button>
                {lock && <span className="item-lock">{lock}</span>}
              </div>
            );
          })}
        </div>
      </section>
      <ConfirmDialog
        open={Boolean(releasing)}
        danger
        title={t("setFree")}
        confirmLabel={t("release")}
        onClose={() => setReleasing(undefined)}
        onConfirm={() => releasing && release(releasing)}
      >
        <p>{releasing === "pets" ? t("leavePets") : releasing === "mounts" ? t("leaveMounts") : t("leaveBoth")}</p>
      </ConfirmDialog>
      <Dialog
        open={Boolean(feeding)}
        title={feeding ? t("feedTitle", { pet: content.pets[feeding]?.text ?? feeding }) : ""}
        onClose={() => setFeeding(undefined)}
      >
        {foods.length === 0 ? (
          <p>{t("noFoodAtAll")}</p>
        ) : (
          <ul className="partner-list">
            {foods.map(([food, count]) => {
              const reason = feeding ? refusal(rules, () => rules.feed(user, { pet: feeding, food }, ctx)) : undefined;
              const liked = feeding && content.food[food]?.target === content.pets[feeding]?.potion;
              return (
                <li key={food}>
                  <button
                    type="button"
                    className="partner"
                    disabled={Boolean(reason)}
                    onClick={() => feeding && feed(feeding, food)}
                  >
                    <ItemIcon itemKey={food} kind="food" size={PARTNER_ART_SIZE} />
                    <span>
                      {content.food[food]?.text ?? food} ×{count}
                      {liked ? t("favourite") : ""}
                    </span>
                    {reason && <span className="item-lock">{reason}</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Dialog>
    </>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  return (
    <InventoryPage title={t("stableTitle")} intro={t("stableIntro")} game={game}>
      {game ? <Stable game={game} /> : fallback}
    </InventoryPage>
  );
}
