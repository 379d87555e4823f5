/**
 * /challenges/{challengeId}: one challenge: what it is, its tasks, its members and their
 * progress; join or leave; for its leader (or staff) edit, add and remove tasks, clone,
 * export, pick the winner or delete it.
 */
import { LoadProblem } from "../../components/LoadProblem";
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import type { Task } from "../../../../content/rules/types";
import {
  addChallengeTask,
  cloneChallenge,
  deleteChallenge,
  deleteSharedTask,
  exportChallengeCsv,
  joinChallenge,
  leaveChallenge,
  selectWinner,
  updateChallenge,
} from "../../api/challenges";
import { Dialog } from "../../components/Dialog";
import { Markdown } from "../../markdown/Markdown";
import { Field } from "../../components/Field";
import { COLUMNS } from "../../tasks/columns";
import { TaskTypeSelect } from "../../tasks/TaskTypeSelect";
import { notify } from "../../notifications/store";
import { categoryName, leaderName } from "./list";
import "../common/game.css";
import text from "../../i18n/namespaces/challenges";
import taskList from "../../i18n/namespaces/taskList";
import { translate, useT } from "../../i18n";
import "./challenges.css";
import { challengeKeys, challengeMemberQuery, challengeMembersQuery, challengeQuery } from "../../queries/challenges";
import { taskKeys } from "../../queries/tasks";
import { userKeys, userQuery } from "../../queries/user";

function memberName(member: {
  _id: string;
  profile?: { name?: string };
  auth?: { local?: { username?: string } };
}): string {
  return member.profile?.name || member.auth?.local?.username || member._id;
}

function MemberProgressDialog({
  challengeId,
  memberId,
  onClose,
}: {
  challengeId: string;
  memberId: string | undefined;
  onClose: () => void;
}) {
  const t = useT(text);
  const progress = useQuery({ ...challengeMemberQuery(challengeId, memberId), enabled: Boolean(memberId) });
  return (
    <Dialog
      open={Boolean(memberId)}
      title={progress.data ? t("progressOf", { name: memberName(progress.data) }) : t("progress")}
      onClose={onClose}
    >
      {progress.isPending ? (
        <p role="status">{t("loading")}</p>
      ) : progress.isError ? (
        <p role="alert">{progress.error.message}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("task")}</th>
              <th scope="col">{t("value")}</th>
              <th scope="col">{t("done")}</th>
            </tr>
          </thead>
          <tbody>
            {progress.data.tasks.map((task) => (
              <tr key={task._id}>
                <td>{task.text}</td>
                <td className="number">{Math.round(task.value * 10) / 10}</td>
                <td>
                  {task.type === "daily" || task.type === "todo" ? (task.completed ? t("yes") : t("notYet")) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}

export function Component() {
  const t = useT(text);
  const columnTitle = useT(taskList);
  const { challengeId = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useQuery(userQuery());
  const challenge = useQuery(challengeQuery(challengeId));
  const [memberSearch, setMemberSearch] = useState("");
  const members = useQuery({ ...challengeMembersQuery(challengeId, memberSearch), enabled: challenge.isSuccess });
  const [progressOf, setProgressOf] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const [editing, setEditing] = useState(false);
  const [winnerPicking, setWinnerPicking] = useState(false);
  const [newTask, setNewTask] = useState<{ type: Task["type"]; text: string }>({ type: "habit", text: "" });
  const [edit, setEdit] = useState({ name: "", summary: "", description: "" });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    void queryClient.invalidateQueries({ queryKey: taskKeys.user });
    void queryClient.invalidateQueries({ queryKey: userKeys.all });
  };
  const useAction = <T,>(run: () => Promise<T>, done: string, after?: (result: T) => void) =>
    useMutation({
      mutationFn: run,
      onSuccess: (result) => {
        notify({ type: "success", text: done });
        refresh();
        after?.(result);
      },
    });

  const join = useAction(() => joinChallenge(challengeId), t("joinedDone"));
  const leaveKeep = useAction(
    () => leaveChallenge(challengeId, "keep-all"),
    t("leftKept"),
    () => setLeaving(false),
  );
  const leaveRemove = useAction(
    () => leaveChallenge(challengeId, "remove-all"),
    t("leftRemoved"),
    () => setLeaving(false),
  );
  const remove = useAction(
    () => deleteChallenge(challengeId),
    t("deleted"),
    () => navigate("/challenges/myChallenges"),
  );
  const clone = useAction(
    () => cloneChallenge(challengeId, {}),
    t("cloned"),
    (result) => navigate(`/challenges/${result.challenge._id}`),
  );
  const save = useAction(
    () => updateChallenge(challengeId, edit),
    t("updated"),
    () => setEditing(false),
  );
  const addTask = useAction(
    () => addChallengeTask(challengeId, newTask),
    t("taskAdded"),
    () => setNewTask({ ...newTask, text: "" }),
  );
  const dropTask = useMutation({
    mutationFn: deleteSharedTask,
    onSuccess: () => {
      notify({ type: "info", text: translate(text, "taskRemoved") });
      refresh();
    },
  });
  const win = useMutation({
    mutationFn: (winnerId: string) => selectWinner(challengeId, winnerId),
    onSuccess: () => {
      notify({ type: "success", text: translate(text, "winnerChosen") });
      refresh();
      void navigate("/challenges/myChallenges");
    },
  });
  const download = useMutation({
    mutationFn: () => exportChallengeCsv(challengeId),
    onSuccess: (text) => {
      const url = URL.createObjectURL(new Blob([text], { type: "text/csv" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = `${challenge.data?.shortName ?? "challenge"}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });

  if (challenge.isPending) return <p role="status">{t("loading")}</p>;
  if (challenge.isError) {
    return (
      <div className="game-page">
        <LoadProblem error={challenge.error} subject="challenge" retry={() => challenge.refetch()}>
          <Link to="/challenges/findChallenges">{t("discover")}</Link>
        </LoadProblem>
      </div>
    );
  }
  const data = challenge.data;
  const me = user.data;
  const leads = Boolean(
    me && (data.leader._id === me._id || me.permissions?.challengeAdmin || me.permissions?.fullAccess),
  );
  const tasks = data.tasks ?? [];
  const addSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (newTask.text.trim()) addTask.mutate();
  };

  return (
    <div className="game-page challenge-page">
      <header className="challenge-head">
        <p>
          <Link to="/challenges/myChallenges">{t("backToChallenges")}</Link>
        </p>
        <h1>{data.name}</h1>
        <div className="badges">
          {data.official && <span className="badge official">{t("official")}</span>}
          {data.isMember && <span className="badge joined">{t("joined")}</span>}
          <span className="badge">#{data.shortName}</span>
          {data.categories.map((category) => (
            <span key={category.slug} className="badge">
              {categoryName(category.slug)}
            </span>
          ))}
        </div>
        <p className="muted">
          {t(data.prize > 0 ? "ledByPrize" : "ledBy", {
            leader: leaderName(data),
            group: data.group.name ?? t("aGroup"),
            members: data.memberCount,
            prize: data.prize,
          })}
        </p>
        {data.summary && <p>{data.summary}</p>}
        {data.description && <Markdown text={data.description} className="challenge-description markdown" />}
        <div className="actions">
          {data.isMember ? (
            <button type="button" className="button secondary" onClick={() => setLeaving(true)}>
              {t("leave")}
            </button>
          ) : (
            <button type="button" className="button" disabled={join.isPending} onClick={() => join.mutate()}>
              {t("join")}
            </button>
          )}
          <button type="button" className="button secondary" disabled={clone.isPending} onClick={() => clone.mutate()}>
            {t("clone")}
          </button>
          <button
            type="button"
            className="button secondary"
            disabled={download.isPending}
            onClick={() => download.mutate()}
          >
            {t("exportCsv")}
          </button>
          {leads && (
            <>
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  setEdit({ name: data.name, summary: data.summary, description: data.description });
                  setEditing(true);
                }}
              >
                {t("edit")}
              </button>
              <button
                type="button"
                className="button secondary"
                onClick={() => setWinnerPicking(true)}
                disabled={data.memberCount === 0}
              >
                {t("chooseWinner")}
              </button>
              <button
                type="button"
                className="button danger secondary"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(t("confirmDelete"))) remove.mutate();
                }}
              >
                {t("delete")}
              </button>
            </>
          )}
        </div>
      </header>

      <section aria-labelledby="challenge-tasks">
        <h2 id="challenge-tasks">{t("tasks")}</h2>
        {tasks.length === 0 && <p className="muted">{t("noTasks")}</p>}
        <div className="challenge-columns">
          {COLUMNS.map((column) => {
            const list = tasks.filter((task) => task.type === column.type);
            if (list.length === 0) return null;
            return (
              <div key={column.type} className="card">
                <h3>{columnTitle(column.title)}</h3>
                <ul>
                  {list.map((task) => (
                    <li key={task._id}>
                      <strong>{task.text}</strong>
                      {task.notes && <Markdown text={task.notes} className="muted markdown" />}
                      {leads && (
                        <button
                          type="button"
                          className="button small danger secondary"
                          onClick={() => dropTask.mutate(task._id)}
                        >
                          {t("remove")}
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
        {leads && (
          <form className="challenge-filters" onSubmit={addSubmit}>
            <TaskTypeSelect
              id="new-task-type"
              value={newTask.type}
              onChange={(type) => setNewTask({ ...newTask, type })}
            />
            <Field
              label={t("newTask")}
              value={newTask.text}
              onChange={(event) => setNewTask({ ...newTask, text: event.target.value })}
            />
            <button type="submit" className="button" disabled={addTask.isPending || !newTask.text.trim()}>
              {t("addTask")}
            </button>
          </form>
        )}
      </section>

      <section aria-labelledby="challenge-members">
        <h2 id="challenge-members">{t("members")}</h2>
        <Field
          label={t("findMember")}
          type="search"
          value={memberSearch}
          onChange={(event) => setMemberSearch(event.target.value)}
        />
        {members.isPending ? (
          <p role="status">{t("loading")}</p>
        ) : (members.data ?? []).length === 0 ? (
          <p className="muted">{t("nobodyJoined")}</p>
        ) : (
          <ul className="challenge-members">
            {(members.data ?? []).map((member) => (
              <li key={member._id}>
                <button type="button" className="button small secondary" onClick={() => setProgressOf(member._id)}>
                  {t("memberProgress", { name: memberName(member) })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <MemberProgressDialog challengeId={challengeId} memberId={progressOf} onClose={() => setProgressOf(undefined)} />

      <Dialog open={leaving} title={t("leaveTitle")} onClose={() => setLeaving(false)}>
        <p>{t("leaveQuestion")}</p>
        <div className="actions">
          <button type="button" className="button" onClick={() => leaveKeep.mutate()} disabled={leaveKeep.isPending}>
            {t("keepOwn")}
          </button>
          <button
            type="button"
            className="button danger secondary"
            onClick={() => leaveRemove.mutate()}
            disabled={leaveRemove.isPending}
          >
            {t("removeThem")}
          </button>
        </div>
      </Dialog>

      <Dialog open={editing} title={t("editTitle")} onClose={() => setEditing(false)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <Field
            label={t("name")}
            value={edit.name}
            onChange={(event) => setEdit({ ...edit, name: event.target.value })}
            required
          />
          <Field
            label={t("summary")}
            value={edit.summary}
            onChange={(event) => setEdit({ ...edit, summary: event.target.value })}
            maxLength={250}
          />
          <div className="field">
            <label htmlFor="edit-description">{t("description")}</label>
            <textarea
              id="edit-description"
              rows={4}
              value={edit.description}
              onChange={(event) => setEdit({ ...edit, description: event.target.value })}
            />
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={save.isPending}>
              {t("save")}
            </button>
          </div>
        </form>
      </Dialog>

      <Dialog open={winnerPicking} title={t("chooseWinner")} onClose={() => setWinnerPicking(false)}>
        <p>{t("winnerText")}</p>
        <ul>
          {(members.data ?? []).map((member) => (
            <li key={member._id}>
              <button
                type="button"
                className="button small"
                disabled={win.isPending}
                onClick={() => win.mutate(member._id)}
              >
                {t("wins", { name: memberName(member) })}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
