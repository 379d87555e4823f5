import { useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { GEM_PACKS, GOLD_PER_GEM } from "../../../content/data/constants";
import type { User } from "../../../content/rules/types";
import * as userApi from "../api/user";
import { isApiError } from "../api/client";
import { notify } from "../notifications/store";
import { Dialog } from "./Dialog";
import { shownHealth } from "../stats";
import { OfflineReason, useOnline } from "../offline/ui";
import text from "../i18n/namespaces/heroDialogs";
import { formatNumber, translate, useT } from "../i18n";
import offlineText from "../i18n/namespaces/offline";
import paymentModeText from "../i18n/namespaces/paymentMode";
import { usePurchases } from "../payments/paymentMode";
import { taskKeys } from "../queries/tasks";
import { userKeys } from "../queries/user";
import { worldStateQuery } from "../queries/world";

function refreshUser(client: ReturnType<typeof useQueryClient>) {
  void client.invalidateQueries({ queryKey: userKeys.all });
  void client.invalidateQueries({ queryKey: taskKeys.all });
}

export function DeathDialog({ user }: { user: User }) {
  const t = useT(text);
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (shownHealth(user) > 0) return null;
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
      title={t("faintedTitle")}
      onClose={() => undefined}
      className="death-dialog"
      footer={
        <button type="button" className="button" onClick={revive} disabled={busy}>
          {t("refill")}
        </button>
      }
    >
      <p className="dialog-lead">{t("faintedLead")}</p>
      <p>{t("faintedText")}</p>
    </Dialog>
  );
}

export function GemsDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: User }) {
  const t = useT(text);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [buying, setBuying] = useState<string>();
  const [askGold, setAskGold] = useState(false);
  const [error, setError] = useState<string>();
  const subscribed = Boolean(user.purchased?.plan?.customerId && !user.purchased.plan.dateTerminated);
  // The world state (already loaded for banners) says whether a gem sale is on.
  const world = useQuery({ ...worldStateQuery(), enabled: open });
  const sale = world.data?.currentEventList?.find((event) => event.gemsPromo)?.gemsPromo as
    | Record<string, number>
    | undefined;
  const online = useOnline();
  // A server that takes no payments shows its packs, but not for sale.
  const purchases = usePurchases(open);
  const paymentModeT = useT(paymentModeText);
  const buyWithGold = async () => {
    setAskGold(false);
    setBusy(true);
    try {
      await userApi.purchase("gems", "gem");
      notify({ type: "success", text: translate(text, "gemAdded") });
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
        void navigate(path);
      });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : translate(text, "purchaseFailed"));
      setBuying(undefined);
    }
  };
  return (
    <Dialog open={open} title={t("getGems")} onClose={onClose} className="gems-dialog">
      <p className="dialog-lead">{t("gemsLead")}</p>
      {sale && <p className="notice notice-success">{t("gemSale")}</p>}
      <ul className="gem-packs">
        {Object.entries(GEM_PACKS).map(([key, pack]) => {
          const gems = sale?.[key] ?? pack.gems;
          const price = formatNumber(pack.price / 100, { style: "currency", currency: "USD" });
          return (
            <li key={key} className="gem-pack">
              <span className="gem" aria-hidden="true" />
              <strong>{t("packGems", { count: gems })}</strong>
              {sale?.[key] && <s className="muted">{pack.gems}</s>}
              <button
                type="button"
                className="button small"
                disabled={buying !== undefined || purchases.state !== "open"}
                onClick={() => buyPack(key)}
                aria-label={t("buyPack", { count: gems, price })}
                aria-describedby={purchases.state === "off" ? "gem-packs-off" : undefined}
              >
                {buying === key ? t("opening") : price}
              </button>
            </li>
          );
        })}
      </ul>
      {purchases.state === "off" && (
        <p id="gem-packs-off" className="notice" data-testid="purchases-off">
          {paymentModeT("purchasesOff")}
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {askGold ? (
        // Gems bought with gold are asked for once more, with the price and the purse.
        <div className="gold-gem-confirm" role="group" aria-labelledby="gold-gem-question">
          <p id="gold-gem-question">
            {t("confirmGemForGold", { gold: GOLD_PER_GEM, purse: Math.floor(user.stats.gp) })}
          </p>
          <div className="actions">
            <button
              type="button"
              className="button"
              disabled={busy || !online || user.stats.gp < GOLD_PER_GEM}
              onClick={buyWithGold}
            >
              {t("spendGoldOnGem", { gold: GOLD_PER_GEM })}
            </button>
            <button type="button" className="button secondary" onClick={() => setAskGold(false)}>
              {t("keepGold")}
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button secondary"
            disabled={busy || !subscribed || !online}
            onClick={() => setAskGold(true)}
            aria-describedby="gold-gem-hint"
          >
            {t("buyGemForGold", { gold: GOLD_PER_GEM })}
          </button>
        </div>
      )}
      <p id="gold-gem-hint" className="field-hint">
        {subscribed
          ? t("monthlyCap")
          : t.rich("needsSubscription", {
              link: (
                <Link to="/user/settings/subscription" onClick={onClose}>
                  {t("subscriptionLink")}
                </Link>
              ),
            })}
      </p>
      <OfflineReason action={translate(offlineText, "doingBuyGems")} />
    </Dialog>
  );
}
