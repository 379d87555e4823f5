import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { Transaction } from "../../../../content/rules/types";
import * as accountApi from "../../api/account";
import { memberPurchaseHistory } from "../../api/payments";
import { Field } from "../../components/Field";
import { Block, SettingsPage } from "./SettingsPage";

const KINDS: Record<string, string> = {
  buy_money: "Bought",
  buy_gold: "Bought with gold",
  gift_receive: "Gift received",
  gift_send: "Gift sent",
  gift_send_returned: "Gift returned",
  gift_promotion: "Gift one, get one",
  subscription_begin: "Subscribed",
  subscription_renew: "Subscription renewed",
  subscription_perks: "Subscriber perks",
  refund: "Refunded",
  create_challenge: "Challenge prize set aside",
  challenge_prize: "Challenge won",
  challenge_refund: "Challenge prize returned",
  debug: "Development tool",
  other: "Other",
};

const UNITS: Record<Transaction["currency"], [string, string]> = { gems: ["gem", "gems"], hourglasses: ["hourglass", "hourglasses"], subscription: ["month", "months"] };

function History({ rows, caption }: { rows: Transaction[]; caption: string }) {
  if (rows.length === 0) return <p>No transactions yet.</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">What</th>
          <th scope="col" className="number">
            Amount
          </th>
          <th scope="col" className="number">
            Balance after
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{new Date(row.createdAt).toLocaleString("en")}</td>
            <td>
              {KINDS[row.transactionType] ?? row.transactionType}
              {row.referenceText ? `: ${row.referenceText}` : row.reference ? `: ${row.reference}` : ""}
            </td>
            <td className="number">
              {row.amount > 0 ? "+" : ""}
              {row.amount} {UNITS[row.currency]?.[Math.abs(row.amount) === 1 ? 0 : 1] ?? row.currency}
            </td>
            <td className="number">{row.currentAmount ?? ""}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Gem, hourglass and subscription movements: the account's own, or (user support) another player's. */
export function Component() {
  const own = useQuery({ queryKey: ["purchase-history"], queryFn: accountApi.getPurchaseHistory, retry: false });
  // Support arrives from a player's admin page with ?user=<id>.
  const [searchParams, setSearchParams] = useSearchParams();
  const playerId = searchParams.get("user")?.trim() || undefined;
  const [lookup, setLookup] = useState(playerId ?? "");
  const other = useQuery({ queryKey: ["purchase-history", playerId], queryFn: () => memberPurchaseHistory(playerId ?? ""), enabled: Boolean(playerId), retry: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = lookup.trim();
    setSearchParams(value ? { user: value } : {});
  };
  return (
    <SettingsPage title="Transactions" intro="Every gem, hourglass and subscription month that came in or went out.">
      <Block title="This account">
        {own.isPending ? <p role="status">Loading…</p> : own.isError ? <p role="alert">{own.error.message}</p> : <History rows={own.data ?? []} caption="Your transactions" />}
      </Block>
      <Block title="Another player">
        <form className="field-row" onSubmit={submit} role="search">
          <Field label="Player id" value={lookup} onChange={(event) => setLookup(event.target.value)} autoComplete="off" />
          <button type="submit" className="button secondary" disabled={!lookup.trim()}>
            Show
          </button>
        </form>
        {playerId &&
          (other.isPending ? (
            <p role="status">Loading…</p>
          ) : other.isError ? (
            <p role="alert">{other.error.message}</p>
          ) : (
            <History rows={other.data ?? []} caption={`Transactions of ${playerId}`} />
          ))}
      </Block>
    </SettingsPage>
  );
}
