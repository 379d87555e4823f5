import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { CLASSES, CLASS_CHANGE_GEMS, GEM_PACKS, GOLD_PER_GEM, LEVEL_CLASS_UNLOCK, MAX_HEALTH, type PlayerClass } from "../../../content/data/constants";
import type { User } from "../../../content/rules/types";
import * as userApi from "../api/user";
import { isApiError } from "../api/client";
import { notify } from "../notifications/store";
import { Dialog } from "./Dialog";
import { OfflineReason, useOnline } from "../offline/ui";
import { CLASS_NAMES } from "./UserHeader";
import { celebrate } from "../notifications/celebrations";
import { CLASS_CHOICE_LATER_KEY } from "./classChoice";

function refreshUser(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: ["user"] });
  void client.invalidateQueries({ queryKey: ["tasks"] });
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

/** Asks a player who reached the class level to pick a class (the celebration host shows it when due). */
export function ClassChoiceDialog({ user, onDefer }: { user: User; onDefer: () => void }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
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
      if (klass) celebrate({ kind: "class", title: `You are now a ${CLASS_NAMES[klass]}!`, text: `${CLASS_BLURBS[klass]} Your skills appear at the foot of the tasks screen from level 11.`, art: { hero: true } });
      else notify({ type: "success", text: success });
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
            <button type="button" className="class-option" disabled={busy} onClick={() => run(() => userApi.changeClass(klass), `You are now a ${CLASS_NAMES[klass]}.`, klass)}>
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
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [buying, setBuying] = useState<string>();
  const [error, setError] = useState<string>();
  const subscribed = Boolean(user.purchased?.plan?.customerId && !user.purchased.plan.dateTerminated);
  // The world state (already loaded for banners) says whether a gem sale is on.
  const world = useQuery({ queryKey: ["world-state"], queryFn: userApi.getWorldState, enabled: open, staleTime: Infinity, retry: false });
  const sale = world.data?.currentEventList?.find((event) => event.gemsPromo)?.gemsPromo as Record<string, number> | undefined;
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
  const buyPack = async (pack: string) => {
    setBuying(pack);
    setError(undefined);
    try {
      // The checkout code loads only when a pack is bought.
      const { beginCheckout } = await import("../payments/checkout");
      await beginCheckout({ type: "gems", gemsBlock: pack }, { paymentType: "gems" }, (path) => {
        onClose();
        navigate(path);
      });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : "The purchase could not be started. Please try again.");
      setBuying(undefined);
    }
  };
  return (
    <Dialog open={open} title="Get gems" onClose={onClose} className="gems-dialog">
      <p className="dialog-lead">Gems buy special items, quests and backgrounds, and support the game.</p>
      {sale && <p className="notice notice-success">A gem sale is on: every pack comes with extra gems.</p>}
      <ul className="gem-packs">
        {Object.entries(GEM_PACKS).map(([key, pack]) => {
          const gems = sale?.[key] ?? pack.gems;
          const price = `$${(pack.price / 100).toFixed(2)}`;
          return (
            <li key={key} className="gem-pack">
              <span className="gem" aria-hidden="true" />
              <strong>{gems} gems</strong>
              {sale?.[key] && <s className="muted">{pack.gems}</s>}
              <button type="button" className="button small" disabled={buying !== undefined} onClick={() => buyPack(key)} aria-label={`Buy ${gems} gems for ${price}`}>
                {buying === key ? "Opening…" : price}
              </button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button secondary" disabled={busy || !subscribed || !online} onClick={buyWithGold} aria-describedby="gold-gem-hint">
          Buy 1 gem for {GOLD_PER_GEM} gold
        </button>
      </div>
      <p id="gold-gem-hint" className="field-hint">
        {subscribed ? "Each month has a cap on gems bought with gold." : (
          <>
            Buying gems with gold needs a <Link to="/user/settings/subscription" onClick={onClose}>subscription</Link>.
          </>
        )}
      </p>
      <OfflineReason action="buying gems" />
    </Dialog>
  );
}
