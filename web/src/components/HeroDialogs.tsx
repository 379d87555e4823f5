import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CLASSES, CLASS_CHANGE_GEMS, GEM_PACKS, GOLD_PER_GEM, LEVEL_CLASS_UNLOCK, MAX_HEALTH, type PlayerClass } from "../../../content/data/constants";
import type { User } from "../../../content/rules/types";
import * as userApi from "../api/user";
import { notify } from "../notifications/store";
import { Dialog } from "./Dialog";
import { OfflineReason, useOnline } from "../offline/ui";
import { CLASS_NAMES } from "./UserHeader";
import { dismissLevelUp, useLevelUp } from "../tasks/gameEvents";

function refreshUser(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: ["user"] });
  void client.invalidateQueries({ queryKey: ["tasks"] });
}

export function LevelUpDialog({ user }: { user: User }) {
  const client = useQueryClient();
  const levelUp = useLevelUp();
  const [quiet, setQuiet] = useState(false);
  if (!levelUp) return null;
  const close = async () => {
    dismissLevelUp();
    if (quiet) {
      try {
        await userApi.updateUser({ "preferences.suppressModals.levelUp": true });
        refreshUser(client);
      } catch {
        // Shown by the notification area.
      }
    }
  };
  const reachedClass = levelUp.from < LEVEL_CLASS_UNLOCK && levelUp.to >= LEVEL_CLASS_UNLOCK;
  return (
    <Dialog
      open
      title={`Level ${levelUp.to}!`}
      onClose={close}
      className="level-up-dialog"
      footer={
        <button type="button" className="button" onClick={close}>
          Onward!
        </button>
      }
    >
      <p className="dialog-lead">Your hard work paid off: you are now level {levelUp.to}.</p>
      <p>
        Your health is back to {MAX_HEALTH}.{user.stats.points > 0 ? ` You have ${user.stats.points} attribute ${user.stats.points === 1 ? "point" : "points"} to spend.` : ""}
        {reachedClass ? " You can now choose a class!" : ""}
      </p>
      <label className="inline">
        <input type="checkbox" checked={quiet} onChange={(event) => setQuiet(event.target.checked)} /> Don't show this again
      </label>
    </Dialog>
  );
}

export function DeathDialog({ user }: { user: User }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (user.stats.hp > 0) return null;
  const revive = async () => {
    setBusy(true);
    try {
      await userApi.revive();
      refreshUser(client);
    } catch {
      // Shown by the notification area.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      dismissible={false}
      title="You ran out of health"
      onClose={() => undefined}
      className="death-dialog"
      footer={
        <button type="button" className="button" onClick={revive} disabled={busy}>
          Refill health and carry on
        </button>
      }
    >
      <p className="dialog-lead">Missed dailies and bad habits took their toll, and your hero has fainted.</p>
      <p>Getting back up costs a level, your experience and gold, an attribute point and perhaps a piece of equipment. Then your health is full again. Keep your dailies small enough to finish, and this will not happen often.</p>
    </Dialog>
  );
}

const CLASS_BLURBS: Record<PlayerClass, string> = {
  warrior: "Strikes hard and shrugs off damage. More critical hits and boss damage.",
  rogue: "Finds more gold and items, and slips past missed dailies.",
  wizard: "Learns fast and has a deep pool of mana for powerful spells.",
  healer: "Tough and caring: heals themself and the whole party.",
};

export const CLASS_CHOICE_LATER_KEY = "class-choice-later";

function choiceDeferred(): boolean {
  try {
    return sessionStorage.getItem(CLASS_CHOICE_LATER_KEY) === "true";
  } catch {
    return false;
  }
}

export function ClassChoiceDialog({ user }: { user: User }) {
  const client = useQueryClient();
  const [later, setLater] = useState(choiceDeferred);
  const [busy, setBusy] = useState(false);
  const due = user.stats.lvl >= LEVEL_CLASS_UNLOCK && !user.flags.classSelected && !user.preferences.disableClasses && user.stats.hp > 0;
  if (!due || later) return null;
  const deferChoice = () => {
    try {
      sessionStorage.setItem(CLASS_CHOICE_LATER_KEY, "true");
    } catch {
      // Without session storage the dialog simply asks again next time.
    }
    setLater(true);
  };
  const run = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await call();
      notify({ type: "success", text: success });
      refreshUser(client);
    } catch {
      // Shown by the notification area.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open title="Choose your class" onClose={deferChoice} className="class-dialog">
      <p className="dialog-lead">You reached level {LEVEL_CLASS_UNLOCK}: pick the path your hero will follow.</p>
      <ul className="class-options">
        {CLASSES.map((klass) => (
          <li key={klass}>
            <button type="button" className="class-option" disabled={busy} onClick={() => run(() => userApi.changeClass(klass), `You are now a ${CLASS_NAMES[klass]}.`)}>
              <strong>{CLASS_NAMES[klass]}</strong>
              <span>{CLASS_BLURBS[klass]}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="field-hint">Changing your mind later costs {CLASS_CHANGE_GEMS} gems.</p>
      <div className="actions">
        <button type="button" className="button secondary" disabled={busy} onClick={() => run(() => userApi.disableClasses(), "Classes are off. You can turn them on in the settings.")}>
          Play without a class
        </button>
        <button type="button" className="button secondary" onClick={deferChoice}>
          Decide later
        </button>
      </div>
    </Dialog>
  );
}

export function GemsDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: User }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const subscribed = Boolean(user.purchased?.plan?.customerId && !user.purchased.plan.dateTerminated);
  const online = useOnline();
  const buyWithGold = async () => {
    setBusy(true);
    try {
      await userApi.purchase("gems", "gem");
      notify({ type: "success", text: "One gem added to your purse." });
      refreshUser(client);
    } catch {
      // Shown by the notification area.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} title="Get gems" onClose={onClose} className="gems-dialog">
      <p className="dialog-lead">Gems buy special items, quests and backgrounds, and support the game.</p>
      <ul className="gem-packs">
        {Object.entries(GEM_PACKS).map(([key, pack]) => (
          <li key={key} className="gem-pack">
            <span className="gem" aria-hidden="true" />
            <strong>{pack.gems} gems</strong>
            <span>${(pack.price / 100).toFixed(2)}</span>
          </li>
        ))}
      </ul>
      <p className="field-hint">Card payments are not open yet. Subscribers can already trade gold for gems.</p>
      <div className="actions">
        <button type="button" className="button" disabled={busy || !subscribed || !online} onClick={buyWithGold} aria-describedby="gold-gem-hint">
          Buy 1 gem for {GOLD_PER_GEM} gold
        </button>
      </div>
      <p id="gold-gem-hint" className="field-hint">
        {subscribed ? "Each month has a cap on gems bought with gold." : "Buying gems with gold needs a subscription."}
      </p>
      <OfflineReason action="buying gems" />
    </Dialog>
  );
}
