/**
 * /group-plans/{groupId}/task-information: the group's shared task board. Everyone sees who
 * each task is assigned to and who has done it; the leader and managers add tasks, assign and
 * unassign members, reorder the board and answer approval requests.
 */
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Task } from "../../../../content/rules/types";
import {
  addGroupTask,
  approveTask,
  assignTask,
  deleteSharedTask,
  getGroup,
  groupApprovals,
  groupMembers,
  groupTasks,
  moveGroupTask,
  needsWork,
  unassignTask,
  type ChallengeMember,
} from "../../api/challenges";
import { Field } from "../../components/Field";
import { COLUMNS } from "../../tasks/columns";
import { TaskTypeSelect } from "../../tasks/TaskTypeSelect";
import { notify } from "../../notifications/store";
import { userQuery } from "../../queries";
import { readPaymentState } from "../payment/paymentState";
import "../common/game.css";
import "../challenges/challenges.css";

function nameOf(members: ChallengeMember[], userId: string, fallback?: string): string {
  const member = members.find((entry) => entry._id === userId);
  return member?.profile?.name || member?.auth?.local?.username || fallback || "a member";
}

export function Component() {
  const { groupId = "" } = useParams();
  const queryClient = useQueryClient();
  const user = useQuery(userQuery());
  // A plan just paid for may reach this page a moment before the provider's event creates the group.
  const justBought = (() => {
    const state = readPaymentState();
    return state?.paymentType === "groupPlan" && state.groupId === groupId && Boolean(state.startedAt) && Date.now() - Date.parse(state.startedAt ?? "") < 10 * 60_000;
  })();
  const group = useQuery({
    queryKey: ["groups", groupId],
    queryFn: () => getGroup(groupId),
    retry: justBought ? 15 : false,
    retryDelay: 2000,
  });
  const board = useQuery({ queryKey: ["tasks", "group", groupId], queryFn: () => groupTasks(groupId), enabled: group.isSuccess });
  const members = useQuery({ queryKey: ["groups", groupId, "members"], queryFn: () => groupMembers(groupId), enabled: group.isSuccess });
  const me = user.data;
  const manages = Boolean(group.data && me && (group.data.leader?._id === me._id || group.data.managers?.[me._id]));
  const approvals = useQuery({ queryKey: ["approvals", groupId], queryFn: () => groupApprovals(groupId), enabled: manages });
  const [draft, setDraft] = useState<{ type: Task["type"]; text: string; requiresApproval: boolean }>({ type: "todo", text: "", requiresApproval: false });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["tasks"] });
    void queryClient.invalidateQueries({ queryKey: ["approvals", groupId] });
  };
  const done = (text: string) => () => {
    notify({ type: "success", text });
    refresh();
  };
  const add = useMutation({ mutationFn: () => addGroupTask(groupId, draft), onSuccess: () => { setDraft({ ...draft, text: "" }); done("The task is on the group's board.")(); } });
  const assign = useMutation({ mutationFn: ({ taskId, userId }: { taskId: string; userId: string }) => assignTask(taskId, [userId]), onSuccess: done("The task was assigned.") });
  const unassign = useMutation({ mutationFn: ({ taskId, userId }: { taskId: string; userId: string }) => unassignTask(taskId, userId), onSuccess: done("The task was unassigned.") });
  const remove = useMutation({ mutationFn: (taskId: string) => deleteSharedTask(taskId), onSuccess: done("The task was removed from the board.") });
  const move = useMutation({ mutationFn: ({ taskId, position }: { taskId: string; position: number }) => moveGroupTask(taskId, position), onSuccess: refresh });
  const approve = useMutation({ mutationFn: ({ taskId, userId }: { taskId: string; userId: string }) => approveTask(taskId, userId), onSuccess: done("Approved: the member got the task's rewards.") });
  const sendBack = useMutation({ mutationFn: ({ taskId, userId }: { taskId: string; userId: string }) => needsWork(taskId, userId), onSuccess: done("The task went back to the member for more work.") });

  if (group.isPending) return <p role="status">{justBought && group.failureCount > 0 ? "Your group plan is being set up…" : "Loading…"}</p>;
  if (group.isError) return <p role="alert">{group.error.message}</p>;
  const tasks = board.data ?? [];
  const people = members.data ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.text.trim()) add.mutate();
  };

  return (
    <div className="game-page group-tasks-page">
      <h1>{group.data.name}: tasks</h1>
      <p className="muted">Tasks shared by the group. An assigned task also appears on the member's own task list.</p>

      {manages && (approvals.data ?? []).length > 0 && (
        <section aria-labelledby="approvals-title" className="card">
          <h2 id="approvals-title">Waiting for approval</h2>
          <ul>
            {(approvals.data ?? []).map((copy) => (
              <li key={copy._id}>
                {nameOf(people, copy.userId, copy.username)} finished “{copy.text}”.{" "}
                <button type="button" className="button small" onClick={() => approve.mutate({ taskId: copy.group.taskId ?? "", userId: copy.userId })}>
                  Approve
                </button>{" "}
                <button type="button" className="button small secondary" onClick={() => sendBack.mutate({ taskId: copy.group.taskId ?? "", userId: copy.userId })}>
                  Needs work
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {manages && (
        <form className="challenge-filters" onSubmit={submit}>
          <TaskTypeSelect id="group-task-type" value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
          <Field label="New task" value={draft.text} onChange={(event) => setDraft({ ...draft, text: event.target.value })} />
          <label>
            <input type="checkbox" checked={draft.requiresApproval} onChange={(event) => setDraft({ ...draft, requiresApproval: event.target.checked })} /> Needs approval
          </label>
          <button type="submit" className="button" disabled={add.isPending || !draft.text.trim()}>
            Add task
          </button>
        </form>
      )}

      {board.isPending ? (
        <p role="status">Loading…</p>
      ) : tasks.length === 0 ? (
        <p>The board is empty.{manages ? " Add the first task above." : ""}</p>
      ) : (
        <div className="challenge-columns">
          {COLUMNS.map((column) => {
            const list = tasks.filter((task) => task.type === column.type);
            if (list.length === 0) return null;
            return (
              <div key={column.type} className="card">
                <h2>{column.title}</h2>
                <ul>
                  {list.map((task, index) => {
                    const detail = task.group.assignedUsersDetail ?? {};
                    const assigned = task.group.assignedUsers ?? [];
                    const unassigned = people.filter((member) => !assigned.includes(member._id));
                    return (
                      <li key={task._id}>
                        <strong>{task.text}</strong>
                        {task.group.approval?.required && <span className="badge">Needs approval</span>}
                        <div className="assignees" aria-label="Assigned to">
                          {assigned.length === 0 ? (
                            <span className="muted">Not assigned</span>
                          ) : (
                            assigned.map((userId) => (
                              <span key={userId} className={detail[userId]?.completed ? "badge assignee done" : "badge assignee"}>
                                {nameOf(people, userId, detail[userId]?.assignedUsername)}
                                {(manages || userId === me?._id) && (
                                  <button type="button" className="link-button" title="unassign" aria-label={`Unassign ${nameOf(people, userId)}`} onClick={() => unassign.mutate({ taskId: task._id, userId })}>
                                    ×
                                  </button>
                                )}
                              </span>
                            ))
                          )}
                        </div>
                        {manages && (
                          <div className="actions">
                            {unassigned.length > 0 && (
                              <select
                                aria-label={`Assign “${task.text}”`}
                                value=""
                                onChange={(event) => event.target.value && assign.mutate({ taskId: task._id, userId: event.target.value })}
                              >
                                <option value="">Assign to…</option>
                                {unassigned.map((member) => (
                                  <option key={member._id} value={member._id}>
                                    {nameOf(people, member._id)}
                                  </option>
                                ))}
                              </select>
                            )}
                            <button type="button" className="button small secondary" disabled={index === 0} onClick={() => move.mutate({ taskId: task._id, position: index - 1 })}>
                              Up
                            </button>
                            <button type="button" className="button small danger secondary" onClick={() => remove.mutate(task._id)}>
                              Delete
                            </button>
                          </div>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
