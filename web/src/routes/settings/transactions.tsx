import { useQuery } from "@tanstack/react-query";
import * as accountApi from "../../api/account";
import { Block, SettingsPage } from "./SettingsPage";

/** The account's gem and hourglass transactions (user support only). */
export function Component() {
  const history = useQuery({ queryKey: ["purchase-history"], queryFn: accountApi.getPurchaseHistory, retry: false });
  const rows = Array.isArray(history.data) ? history.data : [];
  return (
    <SettingsPage title="Transactions" intro="Every gem and hourglass that came in or went out of this account.">
      <Block title="History">
        {history.isPending ? (
          <p role="status">Loading…</p>
        ) : history.isError ? (
          <p role="alert">{history.error.message}</p>
        ) : rows.length === 0 ? (
          <p>No transactions yet.</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">Transactions</caption>
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
        )}
      </Block>
    </SettingsPage>
  );
}
