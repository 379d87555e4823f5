/**
 * /group-plans (the player's plans, and buying a new one), /group-plans/{id}/information and
 * /group-plans/{id}/billing (the plan's seats, price and renewal; the leader cancels there).
 */
import { LoadProblem } from "../../components/LoadProblem";
import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { GROUP_PLAN_BLOCK, GUILD_SUMMARY_MAX, SUBSCRIPTION_BLOCKS } from "../../../../content/data/constants";
import { groupPlanSeatCents } from "../../../../content/rules/payments";
import { isApiError } from "../../api/client";
import { cancelSubscription, manageSubscription } from "../../api/payments";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { beginCheckout, formatDate, formatPrice } from "../../payments/checkout";
import { SectionTabs } from "../common/game";
import "../common/game.css";
import "../../groups/groups.css";
import "../payment/payment.css";
import text from "../../i18n/namespaces/groupPlans";
import paymentModeText from "../../i18n/namespaces/paymentMode";
import { usePurchases } from "../../payments/paymentMode";
import { translate, useT } from "../../i18n";
import { groupPlanBillingQuery, groupPlanKeys, groupPlansQuery } from "../../queries/groupPlans";
import { groupQuery } from "../../queries/groups";
import { userQuery } from "../../queries/user";

const SEAT_PRICE_CENTS = groupPlanSeatCents();
const BASE_SEATS = SUBSCRIPTION_BLOCKS[GROUP_PLAN_BLOCK].quantity;

function NewPlan() {
  const t = useT(text);
  const navigate = useNavigate();
  const purchases = usePurchases();
  const paymentModeT = useT(paymentModeText);
  const [name, setName] = useState("");
  const [summary, setSummary] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const groupPlan = { name: name.trim(), ...(summary.trim() ? { summary: summary.trim() } : {}) };
      await beginCheckout({ type: "group-plan", groupPlan }, { paymentType: "groupPlan" }, navigate);
    } catch (failure) {
      setError(isApiError(failure) ? failure.messages.join(" ") : translate(text, "planFailed"));
      setBusy(false);
    }
  };
  return (
    <section className="card" aria-labelledby="new-plan-title">
      <h2 id="new-plan-title">{t("startPlan")}</h2>
      <p>{t("pricing", { base: formatPrice(SEAT_PRICE_CENTS * BASE_SEATS), seat: formatPrice(SEAT_PRICE_CENTS) })}</p>
      {purchases.simulated && <p className="muted">{t("simulated")}</p>}
      {purchases.state === "off" && (
        <p id="group-plan-purchases-off" className="notice" data-testid="purchases-off">
          {paymentModeT("purchasesOff")}
        </p>
      )}
      <form onSubmit={submit}>
        <Field
          label={t("groupName")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={100}
          required
        />
        <Field
          label={t("groupFor")}
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
          maxLength={GUILD_SUMMARY_MAX}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          className="button"
          disabled={busy || !name.trim() || purchases.state !== "open"}
          aria-describedby={purchases.state === "off" ? "group-plan-purchases-off" : undefined}
        >
          {busy ? t("opening") : t("continue")}
        </button>
      </form>
    </section>
  );
}

function PlanList() {
  const t = useT(text);
  const plans = useQuery(groupPlansQuery());
  return (
    <div className="group-page">
      <h1>{t("title")}</h1>
      <section className="card">
        <p>{t("intro")}</p>
        {plans.isPending ? (
          <p className="muted">{t("loadingPlans")}</p>
        ) : plans.isError ? (
          <p role="alert">{plans.error.message}</p>
        ) : (plans.data ?? []).length === 0 ? (
          <p className="muted">{t("noPlans")}</p>
        ) : (
          <ul aria-label={t("yourPlans")}>
            {(plans.data ?? []).map((plan) => (
              <li key={plan._id}>
                <Link to={`/group-plans/${plan._id}/task-information`}>{plan.name}</Link>{" "}
                <span className="muted">{t("memberCount", { count: plan.memberCount })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewPlan />
    </div>
  );
}

function Billing({ groupId }: { groupId: string }) {
  const t = useT(text);
  const client = useQueryClient();
  const billing = useQuery(groupPlanBillingQuery(groupId));
  const [busy, setBusy] = useState<"cancel" | "card">();
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string>();
  if (billing.isPending) return <p role="status">{t("loadingPlan")}</p>;
  if (billing.isError)
    return <LoadProblem error={billing.error} subject="groupPlan" heading="h2" retry={() => billing.refetch()} />;
  const data = billing.data;
  const cancel = async () => {
    setBusy("cancel");
    setError(undefined);
    try {
      const { dateTerminated } = await cancelSubscription(groupId);
      notify({ type: "success", text: translate(text, "cancelled", { date: formatDate(dateTerminated) }) });
      setConfirm(false);
      await client.invalidateQueries({ queryKey: groupPlanKeys.billing(groupId) });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : translate(text, "cancelFailed"));
    } finally {
      setBusy(undefined);
    }
  };
  const changeCard = async () => {
    setBusy("card");
    try {
      window.location.assign((await manageSubscription(groupId)).url);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : translate(text, "cardFailed"));
      setBusy(undefined);
    }
  };
  return (
    <section className="card" aria-labelledby="billing-title">
      <h2 id="billing-title">{t("billing")}</h2>
      <dl className="plan-facts">
        <dt>{t("status")}</dt>
        <dd data-testid="plan-status">
          {!data.active
            ? t("ended")
            : data.plan.dateTerminated
              ? t("cancelledEnds", { date: formatDate(data.plan.dateTerminated) })
              : t("active")}
        </dd>
        <dt>{t("members")}</dt>
        <dd>{data.group.memberCount}</dd>
        <dt>{t("seatsBilled")}</dt>
        <dd data-testid="plan-seats">{data.seats}</dd>
        <dt>{t("price")}</dt>
        <dd>
          {t("priceLine", {
            monthly: formatPrice(data.monthlyAmount, data.currency),
            seat: formatPrice(data.seatPrice, data.currency),
          })}
        </dd>
        {data.subscription && data.active && !data.plan.dateTerminated && (
          <>
            <dt>{t("nextRenewal")}</dt>
            <dd>{formatDate(data.subscription.currentPeriodEnd)}</dd>
          </>
        )}
        {data.plan.dateCreated && (
          <>
            <dt>{t("since")}</dt>
            <dd>{formatDate(data.plan.dateCreated)}</dd>
          </>
        )}
      </dl>
      {data.provider === "simulator" && data.subscription?.provider === "simulator" && (
        <p className="muted">{t("paidBySimulator")}</p>
      )}
      {data.canManage && data.active && !data.plan.dateTerminated ? (
        <div className="actions">
          {data.canChangeCard && (
            <button type="button" className="button secondary" disabled={busy !== undefined} onClick={changeCard}>
              {t("changeCard")}
            </button>
          )}
          {confirm ? (
            <>
              <span>{t("cancelSure")}</span>
              <button type="button" className="button danger" disabled={busy !== undefined} onClick={cancel}>
                {busy === "cancel" ? t("cancelling") : t("yesCancel")}
              </button>
              <button type="button" className="button secondary" onClick={() => setConfirm(false)}>
                {t("keepIt")}
              </button>
            </>
          ) : (
            <button type="button" className="button danger secondary" onClick={() => setConfirm(true)}>
              {t("cancelPlan")}
            </button>
          )}
        </div>
      ) : (
        !data.canManage && <p className="muted">{t("leaderOnly")}</p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function PlanPage({ groupId, billing }: { groupId: string; billing: boolean }) {
  const t = useT(text);
  const group = useQuery({ ...groupQuery(groupId), retry: false });
  const me = useQuery(userQuery());
  return (
    <div className="group-page">
      <SectionTabs
        label={t("groupPlan")}
        links={[
          { to: `/group-plans/${groupId}/task-information`, text: t("tabTasks") },
          { to: `/group-plans/${groupId}/information`, text: t("tabInformation") },
          { to: `/group-plans/${groupId}/billing`, text: t("tabBilling") },
        ]}
      />
      <h1>{group.data?.name ?? t("groupPlan")}</h1>
      {billing ? (
        <Billing groupId={groupId} />
      ) : group.isPending ? (
        <p className="muted">{t("loadingGroup")}</p>
      ) : group.isError ? (
        <LoadProblem error={group.error} subject="groupPlan" heading="h2" retry={() => group.refetch()} />
      ) : (
        <section className="card">
          <h2>{t("information")}</h2>
          <dl className="plan-facts">
            <dt>{t("name")}</dt>
            <dd>{group.data.name}</dd>
            <dt>{t("members")}</dt>
            <dd>{group.data.memberCount}</dd>
            <dt>{t("leader")}</dt>
            <dd>{group.data.leader?.profile?.name ?? group.data.leader?.auth?.local?.username ?? "—"}</dd>
          </dl>
          {group.data.summary && <p>{group.data.summary}</p>}
          <p>
            {t.rich("whereThings", {
              groupPage: <Link to={`/groups/guild/${groupId}`}>{t("groupPage")}</Link>,
              tasks: <Link to={`/group-plans/${groupId}/task-information`}>{t("tabTasks")}</Link>,
            })}
          </p>
          {group.data.leader?._id === me.data?._id && <p className="muted">{t("inviteHint")}</p>}
        </section>
      )}
    </div>
  );
}

export function Component() {
  const { groupId } = useParams();
  const billing = useLocation().pathname.endsWith("/billing");
  if (!groupId) return <PlanList />;
  return <PlanPage groupId={groupId} billing={billing} />;
}
