/**
 * /admin/promo-codes (full access): codes worth gems or months of subscription, usable a given
 * number of times (once per player) until they expire, and who used each. The event codes of
 * the game's own promotions are still made through the API (see the README).
 */
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  PROMO_CODE_GEMS_MAX,
  PROMO_CODE_MONTHS,
  PROMO_CODE_NOTE_MAX,
  PROMO_CODE_USES_MAX,
  PROMO_CODES_MADE_MAX,
} from "../../../../content/data/promoCodes";
import { isApiError } from "../../api/client";
import { endPromoCode, listPromoCodes, makePromoCodes, type PromoCodeView } from "../../api/promoCodes";
import { notify } from "../../notifications/store";
import { ConfirmDialog } from "../common/PurchaseDialog";
import { AdminPage, formatDate, Loading, LoadError, Section } from "./AdminPage";
import { say } from "./say";

const QUERY_KEY = ["admin", "promo-codes"];
const DAY_MS = 86_400_000;

interface Draft {
  kind: "gems" | "subscription";
  gems: string;
  months: (typeof PROMO_CODE_MONTHS)[number];
  maxUses: string;
  expiresOn: string;
  count: string;
  note: string;
}

const firstDraft = (): Draft => ({
  kind: "gems",
  gems: "20",
  months: 1,
  maxUses: "1",
  expiresOn: new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10),
  count: "1",
  note: "",
});

function messageOf(error: unknown): string {
  return isApiError(error) ? error.messages.join(" ") : say("thatDidNotWorkTryAgain");
}

function worth(code: Pick<PromoCodeView, "kind" | "gems" | "months">): string {
  if (code.kind === "gems") return say("promoWorthGems", { gems: code.gems ?? 0 });
  return say("promoWorthMonths", { months: code.months ?? 0 });
}

function MakeCodes() {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(firstDraft);
  const [made, setMade] = useState<PromoCodeView[]>([]);
  const [error, setError] = useState<string>();
  const make = useMutation({
    mutationFn: () =>
      makePromoCodes({
        kind: draft.kind,
        ...(draft.kind === "gems" ? { gems: Number(draft.gems) } : { months: draft.months }),
        maxUses: Number(draft.maxUses),
        expiresAt: draft.expiresOn,
        count: Number(draft.count),
        ...(draft.note.trim() ? { note: draft.note.trim() } : {}),
      }),
    onSuccess: (codes) => {
      setError(undefined);
      setMade(codes);
      notify({ type: "success", text: say("promoMadeCodes", { count: codes.length }) });
      void client.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (failure) => setError(messageOf(failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    make.mutate();
  };
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  return (
    <Section title={say("makeCodes")}>
      <form className="admin-inline-form" onSubmit={submit} aria-describedby={error ? "promo-error" : undefined}>
        <div className="field">
          <label htmlFor="promo-kind">{say("promoWorth")}</label>
          <select
            id="promo-kind"
            value={draft.kind}
            onChange={(event) => set({ kind: event.target.value as Draft["kind"] })}
          >
            <option value="gems">{say("promoGems")}</option>
            <option value="subscription">{say("monthsOfSubscription")}</option>
          </select>
        </div>
        {draft.kind === "gems" ? (
          <div className="field">
            <label htmlFor="promo-gems">{say("promoGems")}</label>
            <input
              id="promo-gems"
              type="number"
              min={1}
              max={PROMO_CODE_GEMS_MAX}
              step={1}
              required
              value={draft.gems}
              onChange={(event) => set({ gems: event.target.value })}
            />
          </div>
        ) : (
          <div className="field">
            <label htmlFor="promo-months">{say("promoMonths")}</label>
            <select
              id="promo-months"
              value={draft.months}
              onChange={(event) => set({ months: Number(event.target.value) as Draft["months"] })}
            >
              {PROMO_CODE_MONTHS.map((months) => (
                <option key={months} value={months}>
                  {months}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor="promo-uses">{say("usesPerCode")}</label>
          <input
            id="promo-uses"
            type="number"
            min={1}
            max={PROMO_CODE_USES_MAX}
            step={1}
            required
            value={draft.maxUses}
            onChange={(event) => set({ maxUses: event.target.value })}
            aria-describedby="promo-uses-hint"
          />
          <p id="promo-uses-hint" className="field-hint">
            {say("usesPerCodeHint")}
          </p>
        </div>
        <div className="field">
          <label htmlFor="promo-expires">{say("validUntilEndOfDayUtc")}</label>
          <input
            id="promo-expires"
            type="date"
            required
            value={draft.expiresOn}
            onChange={(event) => set({ expiresOn: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="promo-count">{say("howManyCodes")}</label>
          <input
            id="promo-count"
            type="number"
            min={1}
            max={PROMO_CODES_MADE_MAX}
            step={1}
            required
            value={draft.count}
            onChange={(event) => set({ count: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="promo-note">{say("noteWhereTheCodesGo")}</label>
          <input
            id="promo-note"
            maxLength={PROMO_CODE_NOTE_MAX}
            value={draft.note}
            onChange={(event) => set({ note: event.target.value })}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="button" disabled={make.isPending}>
          {make.isPending ? say("making") : say("makeCodes")}
        </button>
      </form>
      {error && (
        <p id="promo-error" role="alert" className="field-error">
          {error}
        </p>
      )}
      {made.length > 0 && (
        <div className="field">
          <label htmlFor="promo-made">{say("newCodesEachOnePerLine", { worth: worth(made[0]) })}</label>
          <textarea
            id="promo-made"
            readOnly
            rows={Math.min(made.length, 10)}
            value={made.map((code) => code.code).join("\n")}
          />
        </div>
      )}
    </Section>
  );
}

function CodeList() {
  const client = useQueryClient();
  const codes = useQuery({ queryKey: QUERY_KEY, queryFn: listPromoCodes, retry: false });
  const [ending, setEnding] = useState<string>();
  const end = useMutation({
    mutationFn: (code: string) => endPromoCode(code),
    onSuccess: (code) => {
      notify({ type: "success", text: say("codeCanNoLongerBeUsed", { code: code.code }) });
      void client.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: (failure) => notify({ type: "error", text: messageOf(failure) }),
    onSettled: () => setEnding(undefined),
  });
  if (codes.isPending) return <Loading text={say("loadingPromoCodes")} />;
  if (codes.isError) return <LoadError error={codes.error} retry={() => codes.refetch()} />;
  if (codes.data.length === 0) return <p className="muted">{say("noCodesYet")}</p>;
  return (
    <>
      <table className="data-table">
        <caption className="visually-hidden">{say("promoCodesNewestFirst")}</caption>
        <thead>
          <tr>
            <th scope="col">{say("promoCode")}</th>
            <th scope="col">{say("promoWorth")}</th>
            <th scope="col" className="number">
              {say("promoUsed")}
            </th>
            <th scope="col">{say("validUntil")}</th>
            <th scope="col">{say("promoNote")}</th>
            <th scope="col">{say("usedBy")}</th>
            <th scope="col">
              <span className="visually-hidden">{say("actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.data.map((code) => (
            <tr key={code.code}>
              <td>
                <code>{code.code}</code>
              </td>
              <td>{worth(code)}</td>
              <td className="number">{say("usesOfMax", { uses: code.uses, max: code.maxUses })}</td>
              <td>
                {formatDate(code.expiresAt)}
                {!code.open && <span className="muted"> {say("promoClosed")}</span>}
              </td>
              <td>{code.note ?? ""}</td>
              <td>
                {code.redeemers.length === 0
                  ? "—"
                  : code.redeemers
                      .map((entry) => (entry.username ? `@${entry.username}` : say("deletedAccountParen")))
                      .join(", ")}
                {code.uses > code.redeemers.length &&
                  ` ${say("andCountMore", { count: code.uses - code.redeemers.length })}`}
              </td>
              <td>
                {code.open && (
                  <button type="button" className="button secondary small" onClick={() => setEnding(code.code)}>
                    {say("endNow")}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={ending !== undefined}
        title={say("endThisCode")}
        confirmLabel={say("endIt")}
        danger
        onConfirm={() => ending && end.mutate(ending)}
        onClose={() => setEnding(undefined)}
      >
        <p>{say("endCodeExplained", { code: ending ?? "" })}</p>
      </ConfirmDialog>
    </>
  );
}

export function Component() {
  return (
    <AdminPage title={say("promoCodes")} intro={say("promoCodesIntro")}>
      <MakeCodes />
      <Section title={say("codes")}>
        <CodeList />
      </Section>
    </AdminPage>
  );
}
