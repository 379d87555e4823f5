import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import * as accountApi from "../../api/account";
import { getMemberPurchaseHistory } from "../../api/admin";
import { Block, SettingsPage } from "./SettingsPage";
import "../admin/admin.css";

function TransactionTable({ rows, caption }: { rows: accountApi.PurchaseRecord[]; caption: string }) {
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
          <th scope="col">Currency</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={String(row.id ?? index)}>
            <td>{row.createdAt ? new Date(row.createdAt).toLocaleString("en") : ""}</td>
            <td>
              {String(row.transactionType ?? "")}
              {row.reference ? `: ${String(row.reference)}` : ""}
            </td>
            <td className="number">{row.amount}</td>
            <td>{row.currency}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Support looks up another player's transactions by their user id. */
function PlayerLookup({ current }: { current: string }) {
  const [, setSearchParams] = useSearchParams();
  const [draft, setDraft] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setSearchParams(value ? { user: value } : {});
  };
  return (
    <form className="admin-search" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor="transactions-user">Player's user id</label>
        <input id="transactions-user" value={draft} onChange={(event) => setDraft(event.target.value)} autoComplete="off" spellCheck={false} aria-describedby="transactions-user-hint" />
        <p id="transactions-user-hint" className="field-hint">
          Leave it empty for your own account.
        </p>
      </div>
      <button type="submit" className="button">
        Show
      </button>
    </form>
  );
}

/** A player's gem and hourglass transactions (user support only): their own, or any player's. */
export function Component() {
  const [searchParams] = useSearchParams();
  const playerId = searchParams.get("user")?.trim() ?? "";
  const history = useQuery({
    queryKey: ["purchase-history", playerId || "me"],
    // A failed read under /members/ resolves with nothing (spec §8): that is a player who does not exist.
    queryFn: async () => (playerId ? ((await getMemberPurchaseHistory(playerId)) ?? null) : accountApi.getPurchaseHistory()),
    retry: false,
  });
  const rows = Array.isArray(history.data) ? history.data : [];
  const missing = history.isSuccess && history.data === null;
  return (
    <SettingsPage title="Transactions" intro="Every gem and hourglass that came in or went out of an account.">
      <Block title="Whose transactions">
        <PlayerLookup key={playerId} current={playerId} />
      </Block>
      <Block title={playerId ? "The player's history" : "History"}>
        {playerId && (
          <p>
            Player <code>{playerId}</code> · <Link to={`/admin/panel/${encodeURIComponent(playerId)}`}>Open their account</Link>
          </p>
        )}
        {history.isPending ? (
          <p role="status">Loading…</p>
        ) : history.isError ? (
          <p role="alert">{history.error.message}</p>
        ) : missing ? (
          <p role="alert">There is no player with that id, or you may not see their transactions.</p>
        ) : (
          <TransactionTable rows={rows} caption={playerId ? `Transactions of ${playerId}` : "Transactions"} />
        )}
      </Block>
    </SettingsPage>
  );
}
