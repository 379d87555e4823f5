/**
 * /group-plans/{groupId}/task-information: the group's shared task board. Everyone sees who
 * each task is assigned to and who has done it; the leader and managers add tasks, assign and
 * unassign members, reorder the board and answer approval requests.
 */
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoadProblem } from "../../components/LoadProblem";
import { useParams } from "react-router";
import type { Task } from "../../../../content/rules/types";
import {
  addGroupTask,
  approveTask,
  assignTask,
  deleteSharedTask,
  moveGroupTask,
  needsWork,
  unassignTask,
  type ChallengeMember,
} from "../../api/challenges";
import { Field } from "../../components/Field";
import { COLUMNS } from "../../tasks/columns";
import { TaskTypeSelect } from "../../tasks/TaskTypeSelect";
import { notify } from "../../notifications/store";
import { readPaymentState } from "../payment/paymentState";
import "../common/game.css";
import "../challenges/challenges.css";
import text from "../../i18n/namespaces/groupPlans";
import taskList from "../../i18n/namespaces/taskList";
import { translate, useT } from "../../i18n";
import {
  approvalsQuery,
  groupPlanKeys,
  groupTasksQuery,
  planGroupQuery,
  planMembersQuery,
} from "../../queries/groupPlans";
import { taskKeys } from "../../queries/tasks";
import { userQuery } from "../../queries/user";

function nameOf(members: ChallengeMember[], userId: string, fallback?: string): string {
  const member = members.find((entry) => entry._id === userId);
  return member?.profile?.name || member?.auth?.local?.username || fallback || translate(text, "aMember");
}

export function Component() {
  const t = useT(text);
  const columnTitle = useT(taskList);
  const { groupId = "" } = useParams();
  const queryClient = useQueryClient();
  const user = useQuery(userQuery());
  // A plan just paid for may reach this page a moment before the provider's event creates the group.
  const justBought = (() => {
    const state = readPaymentState();
    return (
      state?.paymentType === "groupPlan" &&
      state.groupId === groupId &&
      Boolean(state.startedAt) &&
      Date.now() - Date.parse(state.startedAt ?? "") < 10 * 60_000
    );
  })();
  const group = useQuery({ ...planGroupQuery(groupId), retry: justBought ? 15 : false, retryDelay: 2000 });
  const board = useQuery({ ...groupTasksQuery(groupId), enabled: group.isSuccess });
  const members = useQuery({ ...planMembersQuery(groupId), enabled: group.isSuccess });
  const me = user.data;
  const manages = Boolean(group.data && me && (group.data.leader?._id === me._id || group.data.managers?.[me._id]));
  const approvals = useQuery({ ...approvalsQuery(groupId), enabled: manages });
  const [draft, setDraft] = useState<{ type: Task["type"]; text: string; requiresApproval: boolean }>({
    type: "todo",
    text: "",
    requiresApproval: false,
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    void queryClient.invalidateQueries({ queryKey: groupPlanKeys.approvals(groupId) });
  };
  const done = (text: string) => () => {
    notify({ type: "success", text });
    refresh();
  };
  const add = useMutation({
    mutationFn: () => addGroupTask(groupId, draft),
    onSuccess: () => {
      setDraft({ ...draft, text: "" });
      done(translate(text, "taskAdded"))();
    },
  });
  const assign = useMutation({
    mutationFn: ({ taskId, userId }: { taskId: string; userId: string }) => assignTask(taskId, [userId]),
    onSuccess: done(t("assigned")),
  });
  const unassign = useMutation({
    mutationFn: ({ taskId, userId }: { taskId: string; userId: string }) => unassignTask(taskId, userId),
    onSuccess: done(t("unassigned")),
  });
  const remove = useMutation({
    mutationFn: (taskId: string) => deleteSharedTask(taskId),
    onSuccess: done(t("removed")),
  });
  const move = useMutation({
    mutationFn: ({ taskId, position }: { taskId: string; position: number }) => moveGroupTask(taskId, position),
    onSuccess: refresh,
  });
  const approve = useMutation({
    mutationFn: ({ taskId, userId }: { taskId: string; userId: string }) => approveTask(taskId, userId),
    onSuccess: done(t("approved")),
  });
  const sendBack = useMutation({
    mutationFn: ({ taskId, userId }: { taskId: string; userId: string }) => needsWork(taskId, userId),
    onSuccess: done(t("sentBack")),
  });

  if (group.isPending)
    return <p role="status">{justBought && group.failureCount > 0 ? t("settingUp") : t("loading")}</p>;
  if (group.isError) return <LoadProblem error={group.error} subject="groupPlan" retry={() => group.refetch()} />;
  const tasks = board.data ?? [];
  const people = members.data ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.text.trim()) add.mutate();
  };

  return (
    <div className="game-page group-tasks-page">
      <h1>{t("boardTitle", { name: group.data.name })}</h1>
      <p className="muted">{t("boardIntro")}</p>

      {manages && (approvals.data ?? []).length > 0 && (
        <section aria-labelledby="approvals-title" className="card">
          <h2 id="approvals-title">{t("waiting")}</h2>
          <ul>
            {(approvals.data ?? []).map((copy) => (
              <li key={copy._id}>
                {t("finished", { name: nameOf(people, copy.userId, copy.username), task: copy.text })}{" "}
                <button
                  type="button"
                  className="button small"
                  onClick={() => approve.mutate({ taskId: copy.group.taskId ?? "", userId: copy.userId })}
                >
                  {t("approve")}
                </button>{" "}
                <button
                  type="button"
                  className="button small secondary"
                  onClick={() => sendBack.mutate({ taskId: copy.group.taskId ?? "", userId: copy.userId })}
                >
                  {t("needsWork")}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}

      {manages && (
        <form className="challenge-filters" onSubmit={submit}>
          <TaskTypeSelect id="group-task-type" value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
          <Field
            label={t("newTask")}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          />
          <label>
            <input
              type="checkbox"
              checked={draft.requiresApproval}
              onChange={(event) => setDraft({ ...draft, requiresApproval: event.target.checked })}
            />{" "}
            {t("needsApproval")}
          </label>
          <button type="submit" className="button" disabled={add.isPending || !draft.text.trim()}>
            {t("addTask")}
          </button>
        </form>
      )}

      {board.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : tasks.length === 0 ? (
        <p>{manages ? t("emptyBoardManager") : t("emptyBoard")}</p>
      ) : (
        <div className="challenge-columns">
          {COLUMNS.map((column) => {
            const list = tasks.filter((task) => task.type === column.type);
            if (list.length === 0) return null;
            return (
              <div key={column.type} className="card">
                <h2>{columnTitle(column.title)}</h2>
                <ul>
                  {list.map((task, index) => {
                    const detail = task.group.assignedUsersDetail ?? {};
                    const assigned = task.group.assignedUsers ?? [];
                    const unassigned = people.filter((member) => !assigned.includes(member._id));
                    return (
                      <li key={task._id}>
                        <strong>{task.text}</strong>
                        {task.group.approval?.required && <span className="badge">{t("needsApproval")}</span>}
                        <div className="assignees" aria-label={t("assignedTo")}>
                          {assigned.length === 0 ? (
                            <span className="muted">{t("notAssigned")}</span>
                          ) : (
                            assigned.map((userId) => (
                              <span
                                key={userId}
                                className={detail[userId]?.completed ? "badge assignee done" : "badge assignee"}
                              >
                                {nameOf(people, userId, detail[userId]?.assignedUsername)}
                                {(manages || userId === me?._id) && (
                                  <button
                                    type="button"
                                    className="link-button"
                                    title={t("unassign")}
                                    aria-label={t("unassignName", { name: nameOf(people, userId) })}
                                    onClick={() => unassign.mutate({ taskId: task._id, userId })}
                                  >
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
                                aria-label={t("assignTask", { task: task.text })}
                                value=""
                                onChange={(event) =>
                                  event.target.value && assign.mutate({ taskId: task._id, userId: event.target.value })
                                }
                              >
                                <option value="">{t("assignTo")}</option>
                                {unassigned.map((member) => (
                                  <option key={member._id} value={member._id}>
                                    {nameOf(people, member._id)}
                                  </option>
                                ))}
                              </select>
                            )}
                            <button
                              type="button"
                              className="button small secondary"
                              disabled={index === 0}
                              onClick={() => move.mutate({ taskId: task._id, position: index - 1 })}
                            >
                              {t("up")}
                            </button>
                            <button
                              type="button"
                              className="button small danger secondary"
                              onClick={() => remove.mutate(task._id)}
                            >
                              {t("delete")}
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
