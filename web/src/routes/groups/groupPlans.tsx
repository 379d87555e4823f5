/**
 * /group-plans (the player's plans, and buying a new one), /group-plans/{id}/information and
 * /group-plans/{id}/billing (the plan's seats, price and renewal; the leader cancels there).
 */
import { useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { GROUP_PLAN_BLOCK, GUILD_SUMMARY_MAX, SUBSCRIPTION_BLOCKS } from "../../../../content/data/constants";
import { groupPlanSeatCents } from "../../../../content/rules/payments";
import { isApiError } from "../../api/client";
import { getGroupById, listGroupPlans } from "../../api/groups";
import { cancelSubscription, groupPlanBilling, manageSubscription, paymentConfig } from "../../api/payments";
import { Field } from "../../components/Field";
import { notify } from "../../notifications/store";
import { beginCheckout, formatDate, formatPrice } from "../../payments/checkout";
import { userQuery } from "../../queries";
import { SectionTabs } from "../common/game";
import "../common/game.css";
import "../../groups/groups.css";
import "../payment/payment.css";

const SEAT_PRICE_CENTS = groupPlanSeatCents();
const BASE_SEATS = SUBSCRIPTION_BLOCKS[GROUP_PLAN_BLOCK].quantity;

function NewPlan() {
  const navigate = useNavigate();
  const config = useQuery({ queryKey: ["payments-config"], queryFn: paymentConfig, staleTime: Infinity });
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
      setError(isApiError(failure) ? failure.messages.join(" ") : "The plan could not be started. Please try again.");
      setBusy(false);
    }
  };
  return (
    <section className="card" aria-labelledby="new-plan-title">
      <h2 id="new-plan-title">Start a group plan</h2>
      <p>
        {formatPrice(SEAT_PRICE_CENTS * BASE_SEATS)} a month for you as the group's leader, plus {formatPrice(SEAT_PRICE_CENTS)} a month for each further member. Everyone in the group gets a
        subscriber's perks while the plan runs.
      </p>
      {config.data?.provider === "simulator" && <p className="muted">Payments on this server are simulated: no money is charged.</p>}
      <form onSubmit={submit}>
        <Field label="Group name" value={name} onChange={(event) => setName(event.target.value)} maxLength={100} required />
        <Field label="What the group is for (optional)" value={summary} onChange={(event) => setSummary(event.target.value)} maxLength={GUILD_SUMMARY_MAX} />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button" disabled={busy || !name.trim()}>
          {busy ? "Opening…" : "Continue to payment"}
        </button>
      </form>
    </section>
  );
}

function PlanList() {
  const plans = useQuery({ queryKey: ["group-plans"], queryFn: listGroupPlans });
  return (
    <div className="group-page">
      <h1>Group plans</h1>
      <section className="card">
        <p>A group plan gives a family, a team or a class a shared task board, with its own chat and a manager who approves finished tasks.</p>
        {plans.isPending ? (
          <p className="muted">Loading your group plans…</p>
        ) : plans.isError ? (
          <p role="alert">{plans.error.message}</p>
        ) : (plans.data ?? []).length === 0 ? (
          <p className="muted">You are not in any group plan.</p>
        ) : (
          <ul aria-label="Your group plans">
            {(plans.data ?? []).map((plan) => (
              <li key={plan._id}>
                <Link to={`/group-plans/${plan._id}/task-information`}>{plan.name}</Link> <span className="muted">({plan.memberCount === 1 ? "1 member" : `${plan.memberCount} members`})</span>
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
  const client = useQueryClient();
  const billing = useQuery({ queryKey: ["group-plan-billing", groupId], queryFn: () => groupPlanBilling(groupId), retry: false });
  const [busy, setBusy] = useState<"cancel" | "card">();
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string>();
  if (billing.isPending) return <p role="status">Loading the plan…</p>;
  if (billing.isError) {
    return (
      <section className="card" role="alert">
        <p>{billing.error.message}</p>
      </section>
    );
  }
  const data = billing.data;
  const cancel = async () => {
    setBusy("cancel");
    setError(undefined);
    try {
      const { dateTerminated } = await cancelSubscription(groupId);
      notify({ type: "success", text: `The group's plan is cancelled. It stays until ${formatDate(dateTerminated)}.` });
      setConfirm(false);
      await client.invalidateQueries({ queryKey: ["group-plan-billing", groupId] });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : "The plan could not be cancelled. Please try again.");
    } finally {
      setBusy(undefined);
    }
  };
  const changeCard = async () => {
    setBusy("card");
    try {
      window.location.assign((await manageSubscription(groupId)).url);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : "The card page could not be opened.");
      setBusy(undefined);
    }
  };
  return (
    <section className="card" aria-labelledby="billing-title">
      <h2 id="billing-title">Billing</h2>
      <dl className="plan-facts">
        <dt>Status</dt>
        <dd data-testid="plan-status">{!data.active ? "Ended" : data.plan.dateTerminated ? `Cancelled: ends on ${formatDate(data.plan.dateTerminated)}` : "Active"}</dd>
        <dt>Members</dt>
        <dd>{data.group.memberCount}</dd>
        <dt>Seats billed</dt>
        <dd data-testid="plan-seats">{data.seats}</dd>
        <dt>Price</dt>
        <dd>
          {formatPrice(data.monthlyAmount, data.currency)} a month ({formatPrice(data.seatPrice, data.currency)} a seat)
        </dd>
        {data.subscription && data.active && !data.plan.dateTerminated && (
          <>
            <dt>Next renewal</dt>
            <dd>{formatDate(data.subscription.currentPeriodEnd)}</dd>
          </>
        )}
        {data.plan.dateCreated && (
          <>
            <dt>Since</dt>
            <dd>{formatDate(data.plan.dateCreated)}</dd>
          </>
        )}
      </dl>
      {data.provider === "simulator" && data.subscription?.provider === "simulator" && <p className="muted">This plan is paid through the payment simulator: no money is charged.</p>}
      {data.canManage && data.active && !data.plan.dateTerminated ? (
        <div className="actions">
          {data.canChangeCard && (
            <button type="button" className="button secondary" disabled={busy !== undefined} onClick={changeCard}>
              Change card
            </button>
          )}
          {confirm ? (
            <>
              <span>Cancel the plan for everyone? It stays until the paid month ends.</span>
              <button type="button" className="button danger" disabled={busy !== undefined} onClick={cancel}>
                {busy === "cancel" ? "Cancelling…" : "Yes, cancel the plan"}
              </button>
              <button type="button" className="button secondary" onClick={() => setConfirm(false)}>
                Keep it
              </button>
            </>
          ) : (
            <button type="button" className="button danger secondary" onClick={() => setConfirm(true)}>
              Cancel the group plan
            </button>
          )}
        </div>
      ) : (
        !data.canManage && <p className="muted">Only the group's leader manages its plan.</p>
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
  const group = useQuery({ queryKey: ["group", groupId], queryFn: () => getGroupById(groupId), retry: false });
  const me = useQuery(userQuery());
  return (
    <div className="group-page">
      <SectionTabs
        label="Group plan"
        links={[
          { to: `/group-plans/${groupId}/task-information`, text: "Tasks" },
          { to: `/group-plans/${groupId}/information`, text: "Information" },
          { to: `/group-plans/${groupId}/billing`, text: "Billing" },
        ]}
      />
      <h1>{group.data?.name ?? "Group plan"}</h1>
      {billing ? (
        <Billing groupId={groupId} />
      ) : group.isPending ? (
        <p className="muted">Loading the group…</p>
      ) : group.isError ? (
        <section className="card" role="alert">
          <p>This group could not load: {group.error.message}</p>
        </section>
      ) : (
        <section className="card">
          <h2>Information</h2>
          <dl className="plan-facts">
            <dt>Name</dt>
            <dd>{group.data.name}</dd>
            <dt>Members</dt>
            <dd>{group.data.memberCount}</dd>
            <dt>Leader</dt>
            <dd>{group.data.leader?.profile?.name ?? group.data.leader?.auth?.local?.username ?? "—"}</dd>
          </dl>
          {group.data.summary && <p>{group.data.summary}</p>}
          <p>
            The group's chat and members are on its <Link to={`/groups/guild/${groupId}`}>group page</Link>; its shared tasks are under{" "}
            <Link to={`/group-plans/${groupId}/task-information`}>Tasks</Link>.
          </p>
          {group.data.leader?._id === me.data?._id && <p className="muted">Invite members from the group page: each new member adds a seat to the plan.</p>}
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
