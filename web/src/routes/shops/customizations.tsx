/**
 * The avatar editor and the customisation shop in one: pick any option to preview it; free and
 * owned options are saved with PUT /user, paid ones are unlocked with gems (one, or the whole
 * set at the set price) through POST /user/unlock.
 */
import { useMemo, useState } from "react";
import type { AppearanceKind, AppearanceOption } from "../../../../content/data/types";
import type { User } from "../../../../content/rules/types";
import { Link } from "react-router";
import { Avatar, ItemIcon, LookPreview, PixelSvg, type AvatarPreferences } from "../../art";
import { chairPicture } from "../../art/pixel/compose";
import * as shopsApi from "../../api/shops";
import * as userApi from "../../api/user";
import { avatarGear } from "../../components/HeroAvatar";
import { Price, gemsOf, refusal, refusalKey, useAction, useGame, type Game } from "../common/game";
import { ConfirmDialog } from "../common/PurchaseDialog";
import { ShopPage } from "./ShopPage";
import text from "../../i18n/namespaces/customize";
import why from "../../i18n/namespaces/shopWhy";
import { translate, useT } from "../../i18n";
import "./shops.css";

type CustomizeText = keyof (typeof text)["en"];
type Tab = "body" | "skin" | "hair" | "extras" | "backgrounds" | "chair";
const TABS: { key: Tab; text: CustomizeText; kinds: AppearanceKind[] }[] = [
  { key: "body", text: "tabBody", kinds: ["size", "shirt"] },
  { key: "skin", text: "tabSkin", kinds: ["skin"] },
  { key: "hair", text: "tabHair", kinds: ["color", "base", "bangs"] },
  { key: "extras", text: "tabExtras", kinds: ["beard", "mustache", "flower"] },
  { key: "backgrounds", text: "tabBackgrounds", kinds: [] },
  { key: "chair", text: "tabChair", kinds: ["chair"] },
];
const KIND_NAMES: Record<AppearanceKind, CustomizeText> = {
  size: "kindSize",
  shirt: "kindShirt",
  skin: "kindSkin",
  color: "kindColor",
  base: "kindBase",
  bangs: "kindBangs",
  beard: "kindBeard",
  mustache: "kindMustache",
  flower: "kindFlower",
  chair: "kindChair",
};

/** A refusal that only says "not enough gems" still lets the player open the unlock (and see why). */
const blocksUnlock = (key: string | undefined) => key !== undefined && key !== "notEnoughGems";
const HAIR_KINDS: AppearanceKind[] = ["color", "base", "bangs", "beard", "mustache", "flower"];

/** The unlock path of an option ("hair.color.pblue", "skin.rainbow", "background.sandyBeach"). */
export function unlockPath(kind: AppearanceKind | "background", key: string): string {
  return HAIR_KINDS.includes(kind as AppearanceKind) ? `hair.${kind}.${key}` : `${kind}.${key}`;
}

/** The PUT /user path and value that wear an option. */
export function wearChange(kind: AppearanceKind | "background", key: string): [string, string | number] {
  if (kind === "background") return ["preferences.background", key];
  if (HAIR_KINDS.includes(kind)) return [`preferences.hair.${kind}`, kind === "color" ? key : Number(key)];
  return [`preferences.${kind}`, key];
}

export function ownsOption(
  user: User,
  kind: AppearanceKind | "background",
  key: string,
  price: number,
  currency?: string,
): boolean {
  // Check-in backgrounds cost nothing but are earned, not free.
  if (kind === "background")
    return (price === 0 && currency !== "loginIncentive") || Boolean(user.purchased.background?.[key]);
  if (price === 0 || kind === "size" || kind === "chair") return true;
  if (kind === "skin") return Boolean(user.purchased.skin?.[key]);
  if (kind === "shirt") return Boolean(user.purchased.shirt?.[key]);
  return Boolean(user.purchased.hair?.[kind]?.[key]);
}

/** Why a set cannot be bought now, in words: when it is sold, or that it is no longer. */
function setRefusal(set: { season?: string; retired?: boolean }, lock: string | undefined): string | undefined {
  if (set.retired) return translate(why, "retired");
  if (set.season) return translate(why, "inSeason", { season: set.season });
  return lock;
}

/** The hero's gear with no helmet (for trying on hair). */
function bareHead(user: User): ReturnType<typeof avatarGear> {
  const { head: _helmet, ...rest } = (avatarGear(user) ?? {}) as Record<string, string>;
  return rest;
}

function currentValue(preferences: AvatarPreferences, kind: AppearanceKind | "background"): string {
  if (kind === "background") return preferences.background ?? "";
  if (HAIR_KINDS.includes(kind)) return String((preferences.hair as Record<string, unknown> | undefined)?.[kind] ?? "");
  return String((preferences as Record<string, unknown>)[kind] ?? "");
}

function withOption(
  preferences: AvatarPreferences,
  kind: AppearanceKind | "background",
  key: string,
): AvatarPreferences {
  const [path, value] = wearChange(kind, key);
  const field = path.split(".");
  if (field[1] === "hair") return { ...preferences, hair: { ...preferences.hair, [field[2]]: value } };
  return { ...preferences, [field[1]]: value };
}

/** The hero's head and shoulders wearing one option; hair options show on a visible hairstyle. */
function previewLook(preferences: AvatarPreferences, kind: AppearanceKind, key: string): AvatarPreferences {
  const look = withOption(preferences, kind, key);
  const hair = { ...look.hair };
  if ((kind === "color" || kind === "bangs" || kind === "flower") && !hair.base) hair.base = 1;
  if (kind === "beard" || kind === "mustache" || kind === "base") hair.flower = 0;
  return { ...look, hair };
}

interface Picked {
  kind: AppearanceKind | "background";
  key: string;
  text: string;
  price: number;
  currency?: string;
}

function Editor({ game }: { game: Game }) {
  const t = useT(text);
  const { user, content, rules } = game;
  const { run, busy } = useAction();
  const [tab, setTab] = useState<Tab>("hair");
  const [preview, setPreview] = useState<Picked>();
  const [confirm, setConfirm] = useState<{ title: string; path: string; price: number; text: string }>();
  const shop = useMemo(() => rules.shopContextAt(new Date()), [rules]);
  const years = useMemo(
    () =>
      [
        ...new Set(
          content.backgroundSets.map((set) => set.released?.year).filter((year): year is number => year !== undefined),
        ),
      ].sort((a, b) => b - a),
    [content],
  );
  const [year, setYear] = useState<number | "special">("special");

  const previewPreferences = preview ? withOption(user.preferences, preview.kind, preview.key) : user.preferences;
  // Trying on a hairstyle, a colour or facial hair takes the helmet off, so the hair shows.
  const previewGear =
    preview && HAIR_KINDS.includes(preview.kind as AppearanceKind) ? bareHead(user) : avatarGear(user);
  const previewOwned = preview ? ownsOption(user, preview.kind, preview.key, preview.price, preview.currency) : true;
  const previewAttempt = () => preview && rules.unlock(user, { path: unlockPath(preview.kind, preview.key) }, shop);
  const previewSet =
    preview && preview.kind !== "background"
      ? content.appearanceSets[content.appearance[preview.kind]?.[preview.key]?.set ?? ""]
      : undefined;
  const previewRefusal = preview && !previewOwned ? refusal(rules, previewAttempt) : undefined;
  const previewLock =
    previewRefusal && previewSet && blocksUnlock(refusalKey(rules, previewAttempt))
      ? setRefusal(previewSet, previewRefusal)
      : previewRefusal;
  const previewBlocked = preview && !previewOwned ? blocksUnlock(refusalKey(rules, previewAttempt)) : false;

  const wear = async (picked: Picked) => {
    const [path, value] = wearChange(picked.kind, picked.key);
    const result = await run(`wear:${picked.kind}`, rules, {
      local: (current) => ({
        user: {
          ...current,
          preferences: withOption(current.preferences, picked.kind, picked.key) as User["preferences"],
        },
      }),
      send: () => userApi.updateUser({ [path]: value }),
      success: translate(text, "nowShows", { name: picked.text }),
    });
    if (result.ok) setPreview(undefined);
  };

  const doUnlock = async (path: string, name: string) => {
    setConfirm(undefined);
    const result = await run(`unlock:${path}`, rules, {
      local: (current) => rules.unlock(current, { path }, shop),
      send: () => shopsApi.unlock(path),
      success: translate(text, "unlocked", { name }),
    });
    if (result.ok) setPreview(undefined);
  };

  const options = (kind: AppearanceKind): AppearanceOption[] => Object.values(content.appearance[kind] ?? {});

  const swatches = (
    kind: AppearanceKind | "background",
    list: { key: string; text: string; price: number; swatch?: string; currency?: string }[],
  ) => (
    <ul className="swatch-grid" aria-label={kind === "background" ? t("backgrounds") : t(KIND_NAMES[kind])}>
      {list.map((option) => {
        const owned = ownsOption(user, kind, option.key, option.price, option.currency);
        const worn = currentValue(user.preferences, kind) === option.key;
        const previewing = preview?.kind === kind && preview.key === option.key;
        return (
          <li key={option.key}>
            <button
              type="button"
              className={`swatch${worn ? " worn" : ""}${previewing ? " previewing" : ""}${owned ? "" : " not-owned"}`}
              aria-pressed={previewing || (worn && !preview)}
              onClick={() =>
                setPreview({ kind, key: option.key, text: option.text, price: option.price, currency: option.currency })
              }
            >
              {kind === "background" ? (
                <ItemIcon itemKey={option.key} kind="background" size={44} />
              ) : kind === "chair" ? (
                <PixelSvg picture={chairPicture(option.key)} width={40} />
              ) : (
                <LookPreview look={previewLook(user.preferences, kind, option.key)} size={40} />
              )}
              <span className="swatch-name">{option.text}</span>
              {!owned &&
                (option.currency === "loginIncentive" ? (
                  <span className="item-detail">{t("checkInReward")}</span>
                ) : (
                  <Price amount={option.price} currency={option.currency === "hourglasses" ? "hourglasses" : "gems"} />
                ))}
              {worn && <span className="badge">{t("worn")}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );

  // A set may span kinds (facial hair: beards and moustaches); it is sold whole, under its first kind.
  const setsOf = (kind: AppearanceKind) =>
    Object.values(content.appearanceSets)
      .filter((set) => set.kind === kind)
      .map((set) => {
        const members = Object.values(content.appearance).flatMap((list) =>
          Object.values(list ?? {}).filter((option) => option.set === set.key),
        );
        const paths = members.map((option) => unlockPath(option.kind, option.key)).join(",");
        const someOwned = members.some((option) => ownsOption(user, option.kind, option.key, option.price));
        return { set, paths, someOwned };
      })
      .filter((entry) => !entry.someOwned);

  const kindSection = (kind: AppearanceKind) => (
    <section key={kind} className="customize-kind" aria-labelledby={`kind-${kind}`}>
      <h3 id={`kind-${kind}`}>{t(KIND_NAMES[kind])}</h3>
      {swatches(kind, options(kind))}
      {setsOf(kind).map(({ set, paths }) => {
        const attempt = () => rules.unlock(user, { path: paths }, shop);
        const lock = refusal(rules, attempt);
        // A set that cannot be bought now says why, with no button to press.
        if (blocksUnlock(refusalKey(rules, attempt)))
          return (
            <p key={set.key} className="set-offer set-closed">
              <strong>{set.text}</strong>: <span className="item-lock">{setRefusal(set, lock)}</span>
            </p>
          );
        return (
          <p key={set.key} className="set-offer">
            <button
              type="button"
              className="button secondary small"
              onClick={() =>
                setConfirm({
                  title: t("unlockTitle", { name: set.text }),
                  path: paths,
                  price: set.price,
                  text: set.text,
                })
              }
            >
              {t.rich("unlockAllOf", { name: set.text, price: <Price amount={set.price} currency="gems" /> })}
            </button>
            {lock && <span className="item-lock"> {lock}</span>}
          </p>
        );
      })}
    </section>
  );

  const backgroundSets = content.backgroundSets.filter((set) =>
    year === "special" ? !set.released : set.released?.year === year,
  );

  return (
    <div className="customize">
      <aside className="customize-preview" aria-label={t("preview")} data-helmet={previewGear?.head ? "on" : "off"}>
        <Avatar
          preferences={previewPreferences}
          gear={previewGear}
          currentPet={user.items.currentPet}
          currentMount={user.items.currentMount}
          width={180}
          label={preview ? t("previewWith", { name: preview.text }) : t("yourAvatar")}
        />
        {preview ? (
          <div className="preview-actions">
            <p>{t.rich("previewing", { name: <strong>{preview.text}</strong> })}</p>
            {previewOwned ? (
              <button type="button" className="button" disabled={busy !== undefined} onClick={() => wear(preview)}>
                {t("wearIt")}
              </button>
            ) : preview.currency === "hourglasses" ? (
              <p>{t.rich("soldByTimeTravelers", { link: <Link to="/shops/time">{t("timeTravelers")}</Link> })}</p>
            ) : preview.currency === "loginIncentive" ? (
              <p>{t("checkInOnly")}</p>
            ) : (
              <>
                <button
                  type="button"
                  className="button"
                  disabled={busy !== undefined || previewBlocked}
                  onClick={() =>
                    setConfirm({
                      title: t("unlockTitle", { name: preview.text }),
                      path: unlockPath(preview.kind, preview.key),
                      price: preview.price,
                      text: preview.text,
                    })
                  }
                >
                  {t.rich("unlockFor", { price: <Price amount={preview.price} currency="gems" /> })}
                </button>
                {previewLock && <p className="item-lock">{previewLock}</p>}
              </>
            )}
            <button type="button" className="link-button" onClick={() => setPreview(undefined)}>
              {t("backToWorn")}
            </button>
          </div>
        ) : (
          <p className="muted">{t("pickOption")}</p>
        )}
        <p className="muted">{t.rich("youHave", { gems: <Price amount={gemsOf(user)} currency="gems" /> })}</p>
      </aside>
      <div className="customize-options">
        <div role="tablist" aria-label={t("avatarParts")} className="filter-tabs">
          {TABS.map((entry) => (
            <button
              key={entry.key}
              type="button"
              role="tab"
              id={`tab-${entry.key}`}
              aria-selected={tab === entry.key}
              aria-controls="customize-panel"
              className={tab === entry.key ? "filter-tab active" : "filter-tab"}
              onClick={() => setTab(entry.key)}
            >
              {t(entry.text)}
            </button>
          ))}
        </div>
        <div id="customize-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
          {tab === "backgrounds" ? (
            <>
              <div className="field inline-field">
                <label htmlFor="background-year">{t("backgroundsOf")}</label>
                <select
                  id="background-year"
                  value={String(year)}
                  onChange={(event) =>
                    setYear(event.target.value === "special" ? "special" : Number(event.target.value))
                  }
                >
                  <option value="special">{t("specialSets")}</option>
                  {years.map((entry) => (
                    <option key={entry} value={entry}>
                      {entry}
                    </option>
                  ))}
                </select>
              </div>
              {backgroundSets.map((set) => {
                const list = set.backgrounds.map((key) => content.backgrounds[key]).filter(Boolean);
                const paths = set.backgrounds.map((key) => `background.${key}`).join(",");
                const anyOwned = list.some((background) =>
                  ownsOption(user, "background", background.key, background.price, background.currency),
                );
                const attempt = () => rules.unlock(user, { path: paths }, shop);
                const lock = set.price > 0 && !anyOwned ? refusal(rules, attempt) : undefined;
                const blocked = set.price > 0 && !anyOwned ? blocksUnlock(refusalKey(rules, attempt)) : false;
                return (
                  <section key={set.key} className="customize-kind" aria-label={set.text}>
                    <h3>{set.text}</h3>
                    {swatches(
                      "background",
                      list.map((background) => ({
                        key: background.key,
                        text: background.text,
                        price: background.price,
                        currency: background.currency,
                      })),
                    )}
                    {set.price > 0 &&
                      !anyOwned &&
                      list.every((background) => !background.currency || background.currency === "gems") && (
                        <p className="set-offer">
                          <button
                            type="button"
                            className="button secondary small"
                            disabled={blocked}
                            onClick={() =>
                              setConfirm({
                                title: t("unlockTitle", { name: set.text }),
                                path: paths,
                                price: set.price,
                                text: set.text,
                              })
                            }
                          >
                            {t.rich("unlockSet", { price: <Price amount={set.price} currency="gems" /> })}
                          </button>
                          {lock && <span className="item-lock"> {lock}</span>}
                        </p>
                      )}
                  </section>
                );
              })}
            </>
          ) : (
            TABS.find((entry) => entry.key === tab)?.kinds.map(kindSection)
          )}
        </div>
      </div>
      <ConfirmDialog
        open={Boolean(confirm)}
        title={confirm?.title ?? ""}
        confirmLabel={t("unlock")}
        onClose={() => setConfirm(undefined)}
        onConfirm={() => confirm && doUnlock(confirm.path, confirm.text)}
      >
        <p>
          {t.rich("unlockCost", {
            name: <strong>{confirm?.text}</strong>,
            price: <Price amount={confirm?.price ?? 0} currency="gems" />,
            gems: <Price amount={gemsOf(user)} currency="gems" />,
          })}
        </p>
      </ConfirmDialog>
    </div>
  );
}

export function Component() {
  const t = useT(text);
  const { game, fallback } = useGame();
  return (
    <ShopPage title={t("title")} intro={t("intro")} game={game}>
      {game ? <Editor game={game} /> : fallback}
    </ShopPage>
  );
}
