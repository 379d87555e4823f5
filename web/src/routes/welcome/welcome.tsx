/**
 * The first-run welcome: a short introduction to the game, then the hero's looks (body, skin,
 * shirt, hair) from the free options, then the board. Every step can be skipped; either way
 * the server's `flags.welcomed` is set so the welcome is not offered again.
 */
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { AppearanceKind } from "../../../../content/data/types";
import { Avatar, LookPreview, type AvatarPreferences } from "../../art";
import * as userApi from "../../api/user";
import { avatarGear } from "../../components/HeroAvatar";
import { notify } from "../../notifications/store";
import { useGame, type Game } from "../common/game";
import customize from "../../i18n/namespaces/customize";
import text from "../../i18n/namespaces/welcome";
import { translate, useT } from "../../i18n";
import { userKeys } from "../../queries/user";
import "./welcome.css";

/** The looks chosen here, in the order a new player thinks of them. */
const KINDS = ["size", "skin", "shirt", "color", "base"] as const satisfies AppearanceKind[];
const KIND_NAMES = {
  size: "kindSize",
  skin: "kindSkin",
  shirt: "kindShirt",
  color: "kindColor",
  base: "kindBase",
} as const satisfies Record<(typeof KINDS)[number], keyof (typeof customize)["en"]>;

const HAIR = new Set<AppearanceKind>(["color", "base"]);

function currentLook(preferences: AvatarPreferences, kind: AppearanceKind): string {
  const source = HAIR.has(kind)
    ? (preferences.hair as Record<string, unknown> | undefined)
    : (preferences as Record<string, unknown>);
  return String(source?.[kind] ?? "");
}

function withLook(preferences: AvatarPreferences, kind: AppearanceKind, key: string): AvatarPreferences {
  if (kind === "base") return { ...preferences, hair: { ...preferences.hair, base: Number(key) } };
  if (kind === "color") return { ...preferences, hair: { ...preferences.hair, color: key } };
  return { ...preferences, [kind]: key };
}

/** The PUT /user changes that wear the chosen looks. */
function lookChanges(preferences: AvatarPreferences): Record<string, unknown> {
  return {
    "preferences.size": preferences.size,
    "preferences.skin": preferences.skin,
    "preferences.shirt": preferences.shirt,
    "preferences.hair.color": preferences.hair?.color,
    "preferences.hair.base": preferences.hair?.base,
  };
}

function Welcome({ game }: { game: Game }) {
  const t = useT(text);
  const k = useT(customize);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user, content } = game;
  const [step, setStep] = useState<"hello" | "hero">("hello");
  const [look, setLook] = useState<AvatarPreferences>(user.preferences);
  const [busy, setBusy] = useState(false);

  const finish = async (changes: Record<string, unknown>) => {
    setBusy(true);
    try {
      await userApi.updateUser({ ...changes, "flags.welcomed": true });
      await client.invalidateQueries({ queryKey: userKeys.all });
      void navigate("/", { replace: true });
    } catch {
      setBusy(false);
      notify({ type: "error", text: translate(text, "saveFailed") });
    }
  };
  const skip = (
    <button type="button" className="button secondary" disabled={busy} onClick={() => void finish({})}>
      {t("skip")}
    </button>
  );

  if (step === "hello")
    return (
      <section className="card welcome-card" aria-labelledby="welcome-title">
        <h1 id="welcome-title">{t("helloTitle", { name: user.profile.name })}</h1>
        <p>{t("helloText")}</p>
        <ul className="welcome-points">
          <li>{t("pointHabits")}</li>
          <li>{t("pointDailies")}</li>
          <li>{t("pointTodos")}</li>
          <li>{t("pointRewards")}</li>
        </ul>
        <p>{t("helloHero")}</p>
        <div className="welcome-actions">
          <button type="button" className="button" disabled={busy} onClick={() => setStep("hero")} data-autofocus>
            {t("createHero")}
          </button>
          {skip}
        </div>
      </section>
    );

  return (
    <section className="card welcome-card" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{t("heroTitle")}</h1>
      <p>{t("heroText")}</p>
      <div className="welcome-hero">
        <div className="welcome-preview">
          <Avatar preferences={look} gear={avatarGear(user)} width={168} label={t("yourHero")} noBackground />
        </div>
        <div className="welcome-looks">
          {KINDS.map((kind) => {
            const options = Object.values(content.appearance[kind] ?? {}).filter((option) => option.price === 0);
            const current = currentLook(look, kind);
            return (
              <fieldset key={kind} className="welcome-kind">
                <legend>{k(KIND_NAMES[kind])}</legend>
                <ul className="welcome-swatches">
                  {options.map((option) => (
                    <li key={option.key}>
                      <button
                        type="button"
                        className="welcome-swatch"
                        aria-pressed={current === option.key}
                        aria-label={option.text}
                        title={option.text}
                        onClick={() => setLook((before) => withLook(before, kind, option.key))}
                      >
                        <LookPreview
                          look={withLook({ ...look, hair: { ...look.hair, flower: 0 } }, kind, option.key)}
                          size={44}
                        />
                      </button>
                    </li>
                  ))}
                </ul>
              </fieldset>
            );
          })}
        </div>
      </div>
      <div className="welcome-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void finish(lookChanges(look))}>
          {t("startPlaying")}
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => setStep("hello")}>
          {t("back")}
        </button>
        {skip}
      </div>
    </section>
  );
}

export function Component() {
  const { game, fallback } = useGame();
  if (!game) return fallback;
  // Once welcomed, the board is the place to be.
  if (game.user.flags?.welcomed) return <Navigate to="/" replace />;
  return (
    <div className="game-page welcome-page">
      <Welcome game={game} />
    </div>
  );
}
