import { Dialog } from "../components/Dialog";
import type { Pin } from "./MarketPins";

const UNIT: Record<Pin["currency"], [string, string]> = { gold: ["gold", "gold"], gems: ["gem", "gems"], hourglasses: ["hourglass", "hourglasses"] };

/** Gems and hourglasses are spent only after the player says yes. */
export function ConfirmPurchase({ pin, purse, onClose, onConfirm }: { pin: Pin; purse: number; onClose: () => void; onConfirm: () => void }) {
  const [one, many] = UNIT[pin.currency];
  const price = pin.price;
  const short = price !== undefined && purse < price;
  return (
    <Dialog
      open
      title={`Buy ${pin.name}?`}
      onClose={onClose}
      className="purchase-dialog"
      footer={
        <>
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button" onClick={onConfirm} disabled={short}>
            {price !== undefined ? `Buy for ${price} ${price === 1 ? one : many}` : "Buy"}
          </button>
        </>
      }
    >
      <p>{pin.note}</p>
      <p>
        You have {purse} {purse === 1 ? one : many}.{short ? ` That is not quite enough for this.` : ""}
      </p>
    </Dialog>
  );
}
