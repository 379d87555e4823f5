/**
 * A gift for another player, opened from their profile: gems bought for them, gems from one's
 * own purse, or a subscription, with an optional note (at most 200 characters).
 */
import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import {
  GIFT_GEM_PRICE_CENTS,
  GIFT_GEMS_MAX,
  GIFT_GEMS_MIN,
  GIFT_MESSAGE_MAX,
  PERSONAL_SUBSCRIPTION_BLOCKS,
  SUBSCRIPTION_BLOCKS,
} from "../../../content/data/constants";
import { isApiError } from "../api/client";
import { transferGems } from "../api/payments";
import { Dialog } from "../components/Dialog";
import { notify } from "../notifications/store";
import { gemsOf } from "../stats";
import { beginCheckout, formatPrice } from "./checkout";
import text from "../i18n/namespaces/payments";
import paymentModeText from "../i18n/namespaces/paymentMode";
import { usePurchases } from "./paymentMode";
import { translate, useT } from "../i18n";
import "../routes/payment/payment.css";
import { userKeys, userQuery } from "../queries/user";

const GIFT_BLOCKS = PERSONAL_SUBSCRIPTION_BLOCKS.filter((key) => key !== "google_6mo");

export function GiftDialog({ receiver, onClose }: { receiver: { id: string; name: string }; onClose: () => void }) {
  const t = useT(text);
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useQuery(userQuery());
  const [kind, setKind] = useState<"gems" | "subscription">("gems");
  const [amount, setAmount] = useState(20);
  const [block, setBlock] = useState<string>(GIFT_BLOCKS[0]);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState<"buy" | "send">();
  const [error, setError] = useState<string>();
  const validAmount = Number.isInteger(amount) && amount >= GIFT_GEMS_MIN && amount <= GIFT_GEMS_MAX;
  const myGems = gemsOf(me.data?.balance ?? 0);
  const note = message.trim() || undefined;
  // Gems from one's own purse can still be sent when the server takes no payments.
  const purchases = usePurchases();
  const paymentModeT = useT(paymentModeText);

  const fail = (failure: unknown) => {
    setError(isApiError(failure) ? failure.messages.join(" ") : translate(text, "giftFailed"));
    setBusy(undefined);
  };

  const buy = async (event: FormEvent) => {
    event.preventDefault();
    setBusy("buy");
    setError(undefined);
    try {
      const gift =
        kind === "gems"
          ? { uuid: receiver.id, type: "gems" as const, gems: { amount }, ...(note ? { message: note } : {}) }
          : {
              uuid: receiver.id,
              type: "subscription" as const,
              subscription: { key: block },
              ...(note ? { message: note } : {}),
            };
      await beginCheckout(
        { type: kind, gift },
        { paymentType: kind === "gems" ? "gift-gems" : "gift-subscription", giftReceiverId: receiver.id },
        (path) => {
          onClose();
          void navigate(path);
        },
      );
    } catch (failure) {
      fail(failure);
    }
  };

  const sendOwn = async () => {
    setBusy("send");
    setError(undefined);
    try {
      await transferGems(receiver.id, amount, note);
      notify({ type: "success", text: translate(text, "gemsSent", { count: amount, name: receiver.name }) });
      void client.invalidateQueries({ queryKey: userKeys.all });
      onClose();
    } catch (failure) {
      fail(failure);
    }
  };

  const price =
    kind === "gems"
      ? amount * GIFT_GEM_PRICE_CENTS
      : SUBSCRIPTION_BLOCKS[block as keyof typeof SUBSCRIPTION_BLOCKS].price * 100;
  return (
    <Dialog open title={t("giftFor", { name: receiver.name })} onClose={onClose} className="gift-dialog">
      <form onSubmit={buy}>
        <fieldset className="gift-choice">
          <legend>{t("whatToGive")}</legend>
          <label>
            <input type="radio" name="gift-kind" checked={kind === "gems"} onChange={() => setKind("gems")} />{" "}
            {t("gems")}
          </label>
          <label>
            <input
              type="radio"
              name="gift-kind"
              checked={kind === "subscription"}
              onChange={() => setKind("subscription")}
            />{" "}
            {t("aSubscription")}
          </label>
        </fieldset>
        {kind === "gems" ? (
          <div className="gift-field">
            <label htmlFor="gift-gems">{t("howManyGems")}</label>
            <input
              id="gift-gems"
              type="number"
              min={GIFT_GEMS_MIN}
              max={GIFT_GEMS_MAX}
              step={1}
              value={Number.isNaN(amount) ? "" : amount}
              onChange={(event) => setAmount(event.target.valueAsNumber)}
              aria-describedby="gift-gems-hint"
            />
            <span id="gift-gems-hint" className="field-hint">
              {t("gemsRange", { min: GIFT_GEMS_MIN, max: GIFT_GEMS_MAX, own: myGems })}
            </span>
          </div>
        ) : (
          <div className="gift-field">
            <label htmlFor="gift-plan">{t("plan")}</label>
            <select
              id="gift-plan"
              value={block}
              onChange={(event) => setBlock(event.target.value)}
              aria-describedby="gift-plan-hint"
            >
              {GIFT_BLOCKS.map((key) => (
                <option key={key} value={key}>
                  {t("planOption", {
                    months: SUBSCRIPTION_BLOCKS[key].months,
                    price: formatPrice(SUBSCRIPTION_BLOCKS[key].price * 100),
                  })}
                </option>
              ))}
            </select>
            <span id="gift-plan-hint" className="field-hint">
              {t("giftNoRenew")}
            </span>
          </div>
        )}
        <div className="gift-field">
          <label htmlFor="gift-message">{t("messageOptional")}</label>
          <textarea
            id="gift-message"
            maxLength={GIFT_MESSAGE_MAX}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-describedby="gift-message-count"
          />
          <span id="gift-message-count" className="field-hint">
            {message.length} / {GIFT_MESSAGE_MAX}
          </span>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {purchases.state === "off" && (
          <p id="gift-purchases-off" className="notice" data-testid="purchases-off">
            {paymentModeT("purchasesOff")}
          </p>
        )}
        <div className="actions">
          <button
            type="submit"
            className="button"
            disabled={busy !== undefined || (kind === "gems" && !validAmount) || purchases.state !== "open"}
            aria-describedby={purchases.state === "off" ? "gift-purchases-off" : undefined}
          >
            {busy === "buy"
              ? t("opening")
              : t("buyFor", { price: formatPrice(validAmount || kind === "subscription" ? price : 0) })}
          </button>
          {kind === "gems" && (
            <button
              type="button"
              className="button secondary"
              disabled={busy !== undefined || !validAmount || myGems < amount}
              onClick={sendOwn}
            >
              {busy === "send"
                ? t("sending")
                : validAmount
                  ? t("sendOwnGems", { count: amount })
                  : t("sendOwnGemsPlain")}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}
