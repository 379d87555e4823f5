/** The dialog of one celebration: its picture, what happened and what it brought. Loaded with the art. */
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { LEVEL_CLASS_UNLOCK, MAX_HEALTH } from "../../../content/data/constants";
import type { User } from "../../../content/rules/types";
import { Avatar } from "../art/Avatar";
import { ItemIcon } from "../art/ItemIcon";
import * as userApi from "../api/user";
import type { Celebration } from "../notifications/celebrations";
import { celebrationWords } from "../notifications/levelUp";
import { Dialog } from "./Dialog";
import celebrationText from "../i18n/namespaces/celebrations";
import { translate } from "../i18n";
import { avatarGear } from "./HeroAvatar";
import { userKeys } from "../queries/user";

const QUIET_SHOWN_MS = 8000;

/** What the closing button says, by the kind of moment. */
const BUTTONS = {
  hatch: "closeHatch",
  mount: "closeMount",
  levelUp: "closeLevelUp",
  class: "closeClass",
  quest: "closeQuest",
  armoire: "closeArmoire",
  drop: "closeDrop",
  onboarding: "closeOnboarding",
  challenge: "closeChallenge",
} as const satisfies Record<Celebration["kind"], keyof (typeof celebrationText)["en"]>;

export function CelebrationDialog({
  celebration,
  user,
  onClose,
}: {
  celebration: Celebration;
  user: User;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [quiet, setQuiet] = useState(false);
  const levels = celebration.levels;
  const close = async () => {
    onClose();
    if (quiet && celebration.kind === "levelUp") {
      try {
        await userApi.updateUser({ "preferences.suppressModals.levelUp": true });
        void client.invalidateQueries({ queryKey: userKeys.all });
      } catch {
        // Shown by the notification area.
      }
    }
  };
  const art = celebration.art;
  const words = celebrationWords(celebration);
  // A quiet one (a find while ticking tasks off) leaves by itself.
  useEffect(() => {
    if (!celebration.quiet) return;
    const timer = setTimeout(onClose, QUIET_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [celebration.quiet, onClose]);
  return (
    <Dialog
      open
      modal={!celebration.quiet}
      title={words.title}
      onClose={close}
      className={`celebration-dialog celebration-${celebration.kind}${celebration.quiet ? " celebration-quiet" : ""}`}
      footer={
        <button type="button" className="button" onClick={close} data-autofocus>
          {translate(celebrationText, BUTTONS[celebration.kind])}
        </button>
      }
    >
      <div className="celebration-art" aria-hidden="true">
        <span className="celebration-rays" />
        {art && "hero" in art ? (
          <Avatar
            preferences={user.preferences}
            gear={avatarGear(user)}
            currentPet={user.items?.currentPet}
            currentMount={user.items?.currentMount}
            width={140}
          />
        ) : art ? (
          <ItemIcon itemKey={art.key} kind={art.kind} size={celebration.quiet ? 64 : 112} />
        ) : null}
      </div>
      <p className="dialog-lead">{words.text}</p>
      {levels && (
        <p>
          {translate(celebrationText, "healthBack", { max: MAX_HEALTH })}
          {user.stats.points > 0 ? ` ${translate(celebrationText, "pointsToSpend", { count: user.stats.points })}` : ""}
          {levels.from < LEVEL_CLASS_UNLOCK && levels.to >= LEVEL_CLASS_UNLOCK
            ? ` ${translate(celebrationText, "canChooseClass")}`
            : ""}
        </p>
      )}
      {celebration.rewards && celebration.rewards.length > 0 && (
        <>
          <h3 className="celebration-rewards-title">{translate(celebrationText, "rewards")}</h3>
          <ul className="celebration-rewards">
            {celebration.rewards.map((reward) => (
              <li key={reward}>{reward}</li>
            ))}
          </ul>
        </>
      )}
      {celebration.kind === "levelUp" && (
        <label className="inline">
          <input type="checkbox" checked={quiet} onChange={(event) => setQuiet(event.target.checked)} />{" "}
          {translate(celebrationText, "dontShowAgain")}
        </label>
      )}
    </Dialog>
  );
}
