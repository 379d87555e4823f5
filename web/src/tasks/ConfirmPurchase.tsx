import { Dialog } from "../components/Dialog";
import type { Pin } from "./MarketPins";
import taskText from "../i18n/namespaces/taskList";
import { useT } from "../i18n";

/** Gems and hourglasses are spent only after the player says yes. */
export function ConfirmPurchase({
  pin,
  purse,
  onClose,
  onConfirm,
}: {
  pin: Pin;
  purse: number;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useT(taskText);
  const price = pin.price;
  const short = price !== undefined && purse < price;
  return (
    <Dialog
      open
      title={t("confirmBuyTitle", { name: pin.name })}
      onClose={onClose}
      className="purchase-dialog"
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            {t("cancelBuy")}
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={short}>
            {price !== undefined ? t("buyForAmount", { count: price, currency: pin.currency }) : t("buyPlain")}
          </button>
        </>
      }
    >
      <p>{pin.note}</p>
      <p>
        {t("youHavePurse", { count: purse, currency: pin.currency })}
        {short ? ` ${t("notQuiteEnough")}` : ""}
      </p>
    </Dialog>
  );
}
