import { useEffect, useId, useState, type ReactNode } from "react";
import { MAX_ITEM_QUANTITY } from "../../../../content/data/constants";
import { Dialog } from "../../components/Dialog";
import { Price, type Currency } from "./game";
import text from "../../i18n/namespaces/game";
import { useT } from "../../i18n";
import { translate } from "../../i18n";
import offlineText from "../../i18n/namespaces/offline";
import { OfflineReason, useOnline } from "../../offline/ui";

export interface PurchaseOffer {
  id: string;
  name: string;
  notes?: string;
  picture?: ReactNode;
  price: number;
  currency: Currency;
  /** Whether more than one can be bought at once. */
  bulk?: boolean;
  /** Why it cannot be bought now, from the rules. */
  locked?: string;
  /** What the player has of that currency. */
  purse: number;
  /** More about the item (a quest's boss and rewards). */
  details?: ReactNode;
}

/** Confirms a purchase: what it is, what it costs, how many (spec §5: a positive whole number). */
export function PurchaseDialog({
  offer,
  onClose,
  onConfirm,
}: {
  offer: PurchaseOffer | undefined;
  onClose: () => void;
  onConfirm: (quantity: number) => void;
}) {
  const t = useT(text);
  const [quantity, setQuantity] = useState("1");
  const inputId = useId();
  const online = useOnline();
  useEffect(() => setQuantity("1"), [offer?.id]);
  if (!offer)
    return (
      <Dialog open={false} title="" onClose={onClose}>
        {null}
      </Dialog>
    );
  const count = Number(quantity);
  const validCount = Number.isInteger(count) && count >= 1 && count <= MAX_ITEM_QUANTITY;
  const total = validCount ? offer.price * count : offer.price;
  const affordable = total <= offer.purse + 1e-9;
  return (
    <Dialog
      open
      title={t("buyTitle", { name: offer.name })}
      onClose={onClose}
      className="purchase-dialog"
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t("cancel")}
          </button>
          <button
            type="button"
            className="button"
            disabled={!validCount || Boolean(offer.locked) || !online}
            onClick={() => onConfirm(count)}
          >
            {t.rich("buyFor", { price: <Price amount={total} currency={offer.currency} /> })}
          </button>
        </>
      }
    >
      <div className="purchase-summary">
        {offer.picture}
        <div>
          {offer.notes && <p>{offer.notes}</p>}
          {offer.details}
          <p>{t.rich("priceEach", { price: <Price amount={offer.price} currency={offer.currency} /> })}</p>
        </div>
      </div>
      {offer.bulk && (
        <div className="field quantity-field">
          <label htmlFor={inputId}>{t("howMany")}</label>
          <input
            id={inputId}
            type="number"
            min={1}
            max={MAX_ITEM_QUANTITY}
            step={1}
            inputMode="numeric"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            aria-invalid={!validCount || undefined}
          />
          {!validCount && <p className="field-error">{t("wholeNumber", { max: MAX_ITEM_QUANTITY })}</p>}
        </div>
      )}
      {offer.locked ? (
        <p className="locked-reason" role="note">
          {offer.locked}
        </p>
      ) : (
        !affordable && (
          <p className="locked-reason">
            {t.rich("notEnough", { purse: <Price amount={offer.purse} currency={offer.currency} /> })}
          </p>
        )
      )}
      <OfflineReason action={translate(offlineText, "doingBuy")} />
    </Dialog>
  );
}

/** Asks before something that cannot be taken back. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  danger,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  danger?: boolean;
}) {
  const t = useT(text);
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t("cancel")}
          </button>
          <button type="button" className={danger ? "button danger" : "button"} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
