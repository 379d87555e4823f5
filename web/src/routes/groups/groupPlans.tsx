/**
 * /group-plans, /group-plans/{id}/information and /group-plans/{id}/billing: group plans need
 * billing, which does not exist yet, so these screens say so plainly and show what there is.
 */
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useParams } from "react-router";
import { getGroupById, listGroupPlans } from "../../api/groups";
import { SectionTabs } from "../common/game";
import "../common/game.css";
import "../../groups/groups.css";

function PlanList() {
  const plans = useQuery({ queryKey: ["group-plans"], queryFn: listGroupPlans });
  return (
    <div className="group-page">
      <h1>Group plans</h1>
      <section className="card">
        <p>A group plan gives a family, a team or a class a shared task board, with its own chat and a manager who approves finished tasks.</p>
        <p>Group plans with billing aren't available yet, so no group can be upgraded to one for now.</p>
        {plans.isPending ? (
          <p className="muted">Loading your group plans…</p>
        ) : (plans.data ?? []).length === 0 ? (
          <p className="muted">You are not in any group plan.</p>
        ) : (
          <ul>
            {(plans.data ?? []).map((plan) => (
              <li key={plan._id}>
                <Link to={`/group-plans/${plan._id}/task-information`}>{plan.name}</Link>
              </li>
            ))}
          </ul>
        )}
        <p>
          In the meantime, a <Link to="/party">party</Link> or a <Link to="/groups/myGuilds">guild</Link> lets you team up with others.
        </p>
      </section>
    </div>
  );
}

function PlanPage({ groupId, billing }: { groupId: string; billing: boolean }) {
  const group = useQuery({ queryKey: ["group", groupId], queryFn: () => getGroupById(groupId) });
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
        <section className="card">
          <h2>Billing</h2>
          <p>Group plans with billing aren't available yet. Nothing is charged, and there is no subscription to manage.</p>
        </section>
      ) : group.isPending ? (
        <p className="muted">Loading the group…</p>
      ) : group.isError ? (
        <section className="card" role="alert">
          <p>This group could not load: {group.error.message}</p>
        </section>
      ) : (
        <section className="card">
          <h2>Information</h2>
          <dl>
            <dt>Name</dt>
            <dd>{group.data.name}</dd>
            <dt>Kind</dt>
            <dd>{group.data.type === "party" ? "Party" : group.data.type === "guild" ? "Guild" : "Tavern"}</dd>
            <dt>Members</dt>
            <dd>{group.data.memberCount}</dd>
            <dt>Leader</dt>
            <dd>{group.data.leader?.profile?.name ?? group.data.leader?.auth?.local?.username ?? "—"}</dd>
          </dl>
          {group.data.summary && <p>{group.data.summary}</p>}
          <p className="muted">Group plans with billing aren't available yet, so this group has no plan features beyond its shared task board.</p>
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
