import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { Transaction } from "../../../../content/rules/types";
import { Field } from "../../components/Field";
import { Block, SettingsPage } from "./SettingsPage";
import text from "../../i18n/namespaces/settings";
import { formatDateTime, useT } from "../../i18n";
import { memberPurchaseHistoryQuery, purchaseHistoryQuery } from "../../queries/payments";

type SettingsText = keyof (typeof text)["en"];

const KINDS: Record<string, SettingsText> = {
  buy_money: "kindBuyMoney",
  buy_gold: "kindBuyGold",
  gift_receive: "kindGiftReceive",
  gift_send: "kindGiftSend",
  gift_send_returned: "kindGiftReturned",
  gift_promotion: "kindGiftPromotion",
  subscription_begin: "kindSubscriptionBegin",
  subscription_renew: "kindSubscriptionRenew",
  subscription_perks: "kindSubscriptionPerks",
  refund: "kindRefund",
  create_challenge: "kindCreateChallenge",
  challenge_prize: "kindChallengePrize",
  challenge_refund: "kindChallengeRefund",
  debug: "kindDebug",
  other: "kindOther",
};

const UNITS: Record<Transaction["currency"], SettingsText> = {
  gems: "unitGems",
  hourglasses: "unitHourglasses",
  subscription: "unitMonths",
};

function History({ rows, caption }: { rows: Transaction[]; caption: string }) {
  const t = useT(text);
  if (rows.length === 0) return <p>{t("noTransactions")}</p>;
  return (
    <table className="data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("date")}</th>
          <th scope="col">{t("what")}</th>
          <th scope="col" className="number">
            {t("amount")}
          </th>
          <th scope="col" className="number">
            {t("balanceAfter")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{formatDateTime(row.createdAt)}</td>
            <td>
              {Object.hasOwn(KINDS, row.transactionType) ? t(KINDS[row.transactionType]) : row.transactionType}
              {row.referenceText ? `: ${row.referenceText}` : row.reference ? `: ${row.reference}` : ""}
            </td>
            <td className="number">
              {row.amount > 0 ? "+" : ""}
              {row.amount}{" "}
              {Object.hasOwn(UNITS, row.currency)
                ? t(UNITS[row.currency], { count: Math.abs(row.amount) })
                : row.currency}
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
  const t = useT(text);
  const own = useQuery(purchaseHistoryQuery());
  // Support arrives from a player's admin page with ?user=<id>.
  const [searchParams, setSearchParams] = useSearchParams();
  const playerId = searchParams.get("user")?.trim() || undefined;
  const [lookup, setLookup] = useState(playerId ?? "");
  const other = useQuery({ ...memberPurchaseHistoryQuery(playerId), enabled: Boolean(playerId) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = lookup.trim();
    setSearchParams(value ? { user: value } : {});
  };
  return (
    <SettingsPage title={t("transactions")} intro={t("transactionsIntro")}>
      <Block title={t("thisAccount")}>
        {own.isPending ? (
          <p role="status">{t("loading")}</p>
        ) : own.isError ? (
          <p role="alert">{own.error.message}</p>
        ) : (
          <History rows={own.data ?? []} caption={t("yourTransactions")} />
        )}
      </Block>
      <Block title={t("anotherPlayer")}>
        <form className="field-row" onSubmit={submit} role="search">
          <Field
            label={t("playerId")}
            value={lookup}
            onChange={(event) => setLookup(event.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="button secondary" disabled={!lookup.trim()}>
            {t("show")}
          </button>
        </form>
        {playerId &&
          (other.isPending ? (
            <p role="status">{t("loading")}</p>
          ) : other.isError ? (
            <p role="alert">{other.error.message}</p>
          ) : (
            <History rows={other.data ?? []} caption={t("transactionsOf", { playerId })} />
          ))}
      </Block>
    </SettingsPage>
  );
}
