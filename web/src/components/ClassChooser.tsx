/**
 * The class choice at the class level: every class with its stat focus, then one class's skills
 * in a preview, and only a second tap on "Choose" makes it so. "Decide later" leaves it for this
 * visit; "Play without a class" turns classes off. It opens after the level-up dialog.
 */
import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CLASSES, CLASS_CHANGE_GEMS, LEVEL_CLASS_UNLOCK, type PlayerClass } from "../../../content/data/constants";
import * as userApi from "../api/user";
import { notify } from "../notifications/store";
import { celebrate } from "../notifications/celebrations";
import { Dialog } from "./Dialog";
import { CLASS_NAMES } from "../classes";
import { CLASS_CHOICE_LATER_KEY } from "./classChoice";
import { spellTablesQuery } from "../queries/content";
import { taskKeys } from "../queries/tasks";
import { userKeys } from "../queries/user";
import text from "../i18n/namespaces/heroDialogs";
import chooser from "../i18n/namespaces/classChooser";
import words from "../i18n/namespaces/words";
import celebrationText from "../i18n/namespaces/celebrations";
import { translate, useLanguage, useT } from "../i18n";

export const CLASS_BLURBS = {
  warrior: "blurbWarrior",
  rogue: "blurbRogue",
  wizard: "blurbWizard",
  healer: "blurbHealer",
} as const satisfies Record<PlayerClass, keyof (typeof text)["en"]>;

/** The two attributes a class leans on (its points go there first when they are spent for it). */
const CLASS_FOCUS = {
  warrior: ["strength", "constitution"],
  rogue: ["perception", "strength"],
  wizard: ["intelligence", "perception"],
  healer: ["constitution", "intelligence"],
} as const satisfies Record<PlayerClass, readonly [keyof (typeof words)["en"], keyof (typeof words)["en"]]>;

function ClassSkills({ klass }: { klass: PlayerClass }) {
  const c = useT(chooser);
  const tables = useQuery(spellTablesQuery(useLanguage()));
  if (tables.isPending) return <p className="muted">{c("skillsLoading")}</p>;
  if (!tables.data) return <p className="muted">{c("skillsFailed")}</p>;
  const spells = Object.values(tables.data.spells[klass] ?? {}).sort((a, b) => a.lvl - b.lvl);
  return (
    <ul className="class-skills">
      {spells.map((spell) => (
        <li key={spell.key}>
          <strong>{spell.text}</strong>{" "}
          <span className="class-skill-meta">{c("skillMeta", { mana: spell.mana, level: spell.lvl })}</span>
          <span className="class-skill-notes">{spell.notes}</span>
        </li>
      ))}
    </ul>
  );
}

/** Asks a player who reached the class level to pick a class (the celebration host shows it when due). */
export function ClassChoiceDialog({ onDefer }: { onDefer: () => void }) {
  const t = useT(text);
  const c = useT(chooser);
  const w = useT(words);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [picked, setPicked] = useState<PlayerClass>();
  const deferChoice = () => {
    try {
      sessionStorage.setItem(CLASS_CHOICE_LATER_KEY, "true");
    } catch {
      // Without session storage the dialog simply asks again next time.
    }
    onDefer();
  };
  const run = async (call: () => Promise<unknown>, success: string, klass?: PlayerClass) => {
    setBusy(true);
    try {
      await call();
      if (klass)
        celebrate({
          kind: "class",
          title: translate(celebrationText, "classTitle", { class: translate(words, CLASS_NAMES[klass]) }),
          text: translate(celebrationText, "classText", { blurb: translate(text, CLASS_BLURBS[klass]) }),
          art: { hero: true },
        });
      else notify({ type: "success", text: success });
      void client.invalidateQueries({ queryKey: userKeys.all });
      void client.invalidateQueries({ queryKey: taskKeys.all });
    } catch {
      // Shown by the notification area.
    } finally {
      setBusy(false);
    }
  };
  const focusOf = (klass: PlayerClass) =>
    c("focus", { first: w(CLASS_FOCUS[klass][0]), second: w(CLASS_FOCUS[klass][1]) });

  return (
    <Dialog open title={t("chooseClass")} onClose={deferChoice} className="class-dialog">
      {picked ? (
        <section className="class-preview" aria-labelledby="class-preview-title">
          <h3 id="class-preview-title">{w(CLASS_NAMES[picked])}</h3>
          <p>{t(CLASS_BLURBS[picked])}</p>
          <p className="class-focus">{focusOf(picked)}</p>
          <h4>{c("skillsTitle")}</h4>
          <ClassSkills klass={picked} />
          <p className="field-hint">{t("changeLater", { gems: CLASS_CHANGE_GEMS })}</p>
          <div className="actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                run(() => userApi.changeClass(picked), t("youAreNow", { class: w(CLASS_NAMES[picked]) }), picked)
              }
            >
              {c("chooseThis", { class: w(CLASS_NAMES[picked]) })}
            </button>
            <button type="button" className="button secondary" disabled={busy} onClick={() => setPicked(undefined)}>
              {c("backToClasses")}
            </button>
          </div>
        </section>
      ) : (
        <>
          <p className="dialog-lead">{t("classLead", { level: LEVEL_CLASS_UNLOCK })}</p>
          <p>{c("pickHint")}</p>
          <ul className="class-options">
            {CLASSES.map((klass) => (
              <li key={klass}>
                <button type="button" className="class-option" disabled={busy} onClick={() => setPicked(klass)}>
                  <strong>{w(CLASS_NAMES[klass])}</strong>
                  <span>{t(CLASS_BLURBS[klass])}</span>
                  <span className="class-focus">{focusOf(klass)}</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="actions">
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => run(() => userApi.disableClasses(), t("classesOff"))}
            >
              {t("playWithoutClass")}
            </button>
            <button type="button" className="button secondary" onClick={deferChoice}>
              {t("decideLater")}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
