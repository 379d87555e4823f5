/**
 * /challenges/{challengeId}: one challenge: what it is, its tasks, its members and their
 * progress; join or leave; for its leader (or staff) edit, add and remove tasks, clone,
 * export, pick the winner or delete it.
 */
import { useState, type FormEvent } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import type { Task } from "../../../../content/rules/types";
import {
  addChallengeTask,
  challengeMember,
  challengeMembers,
  cloneChallenge,
  deleteChallenge,
  deleteSharedTask,
  exportChallengeCsv,
  getChallenge,
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
import { userQuery } from "../../queries";
import { categoryName, leaderName } from "./list";
import "../common/game.css";
import "./challenges.css";

function memberName(member: { _id: string; profile?: { name?: string }; auth?: { local?: { username?: string } } }): string {
  return member.profile?.name || member.auth?.local?.username || member._id;
}

function MemberProgressDialog({ challengeId, memberId, onClose }: { challengeId: string; memberId: string | undefined; onClose: () => void }) {
  const progress = useQuery({ queryKey: ["challenges", challengeId, "member", memberId], queryFn: () => challengeMember(challengeId, memberId ?? ""), enabled: Boolean(memberId) });
  return (
    <Dialog open={Boolean(memberId)} title={progress.data ? `${memberName(progress.data)}'s progress` : "Progress"} onClose={onClose}>
      {progress.isPending ? (
        <p role="status">Loading…</p>
      ) : progress.isError ? (
        <p role="alert">{progress.error.message}</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Value</th>
              <th scope="col">Done</th>
            </tr>
          </thead>
          <tbody>
            {progress.data.tasks.map((task) => (
              <tr key={task._id}>
                <td>{task.text}</td>
                <td className="number">{Math.round(task.value * 10) / 10}</td>
                <td>{task.type === "daily" || task.type === "todo" ? (task.completed ? "Yes" : "Not yet") : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}

export function Component() {
  const { challengeId = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useQuery(userQuery());
  const challenge = useQuery({ queryKey: ["challenges", challengeId], queryFn: () => getChallenge(challengeId), retry: false });
  const [memberSearch, setMemberSearch] = useState("");
  const members = useQuery({ queryKey: ["challenges", challengeId, "members", memberSearch], queryFn: () => challengeMembers(challengeId, memberSearch), enabled: challenge.isSuccess });
  const [progressOf, setProgressOf] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const [editing, setEditing] = useState(false);
  const [winnerPicking, setWinnerPicking] = useState(false);
  const [newTask, setNewTask] = useState<{ type: Task["type"]; text: string }>({ type: "habit", text: "" });
  const [edit, setEdit] = useState({ name: "", summary: "", description: "" });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["challenges"] });
    void queryClient.invalidateQueries({ queryKey: ["tasks", "user"] });
    void queryClient.invalidateQueries({ queryKey: ["user"] });
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

  const join = useAction(() => joinChallenge(challengeId), "You joined the challenge. Its tasks are on your list now.");
  const leaveKeep = useAction(() => leaveChallenge(challengeId, "keep-all"), "You left the challenge and kept its tasks.", () => setLeaving(false));
  const leaveRemove = useAction(() => leaveChallenge(challengeId, "remove-all"), "You left the challenge; its tasks are gone from your list.", () => setLeaving(false));
  const remove = useAction(() => deleteChallenge(challengeId), "The challenge was deleted.", () => navigate("/challenges/myChallenges"));
  const clone = useAction(() => cloneChallenge(challengeId, {}), "A copy of the challenge was made. It is yours to change.", (result) => navigate(`/challenges/${result.challenge._id}`));
  const save = useAction(() => updateChallenge(challengeId, edit), "The challenge was updated.", () => setEditing(false));
  const addTask = useAction(() => addChallengeTask(challengeId, newTask), "The task was added for every member.", () => setNewTask({ ...newTask, text: "" }));
  const dropTask = useMutation({ mutationFn: deleteSharedTask, onSuccess: () => { notify({ type: "info", text: "The task was removed from the challenge." }); refresh(); } });
  const win = useMutation({
    mutationFn: (winnerId: string) => selectWinner(challengeId, winnerId),
    onSuccess: () => {
      notify({ type: "success", text: "The winner has their prize. The challenge is closed." });
      refresh();
      navigate("/challenges/myChallenges");
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

  if (challenge.isPending) return <p role="status">Loading…</p>;
  if (challenge.isError) {
    return (
      <div className="game-page">
        <h1>Challenge not found</h1>
        <p>It may have ended, or you may not be able to see it.</p>
        <Link to="/challenges/findChallenges">Discover challenges</Link>
      </div>
    );
  }
  const data = challenge.data;
  const me = user.data;
  const leads = Boolean(me && (data.leader._id === me._id || me.permissions?.challengeAdmin || me.permissions?.fullAccess));
  const tasks = data.tasks ?? [];
  const addSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (newTask.text.trim()) addTask.mutate();
  };

  return (
    <div className="game-page challenge-page">
      <header className="challenge-head">
        <p>
          <Link to="/challenges/myChallenges">← Challenges</Link>
        </p>
        <h1>{data.name}</h1>
        <div className="badges">
          {data.official && <span className="badge official">Official</span>}
          {data.isMember && <span className="badge joined">Joined</span>}
          <span className="badge">#{data.shortName}</span>
          {data.categories.map((category) => (
            <span key={category.slug} className="badge">
              {categoryName(category.slug)}
            </span>
          ))}
        </div>
        <p className="muted">
          Led by {leaderName(data)} in {data.group.name ?? "a group"} · {data.memberCount} {data.memberCount === 1 ? "member" : "members"}
          {data.prize > 0 && ` · Prize: ${data.prize} ${data.prize === 1 ? "gem" : "gems"}`}
        </p>
        {data.summary && <p>{data.summary}</p>}
        {data.description && <Markdown text={data.description} className="challenge-description markdown" />}
        <div className="actions">
          {data.isMember ? (
            <button type="button" className="button secondary" onClick={() => setLeaving(true)}>
              Leave
            </button>
          ) : (
            <button type="button" className="button" disabled={join.isPending} onClick={() => join.mutate()}>
              Join
            </button>
          )}
          <button type="button" className="button secondary" disabled={clone.isPending} onClick={() => clone.mutate()}>
            Clone
          </button>
          <button type="button" className="button secondary" disabled={download.isPending} onClick={() => download.mutate()}>
            Export CSV
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
                Edit
              </button>
              <button type="button" className="button secondary" onClick={() => setWinnerPicking(true)} disabled={data.memberCount === 0}>
                Choose the winner
              </button>
              <button
                type="button"
                className="button danger secondary"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm("Delete this challenge? Its members keep its tasks, marked as ended, and the prize comes back to you.")) remove.mutate();
                }}
              >
                Delete
              </button>
            </>
          )}
        </div>
      </header>

      <section aria-labelledby="challenge-tasks">
        <h2 id="challenge-tasks">Tasks</h2>
        {tasks.length === 0 && <p className="muted">This challenge has no tasks yet.</p>}
        <div className="challenge-columns">
          {COLUMNS.map((column) => {
            const list = tasks.filter((task) => task.type === column.type);
            if (list.length === 0) return null;
            return (
              <div key={column.type} className="card">
                <h3>{column.title}</h3>
                <ul>
                  {list.map((task) => (
                    <li key={task._id}>
                      <strong>{task.text}</strong>
                      {task.notes && <Markdown text={task.notes} className="muted markdown" />}
                      {leads && (
                        <button type="button" className="button small danger secondary" onClick={() => dropTask.mutate(task._id)}>
                          Remove
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
            <TaskTypeSelect id="new-task-type" value={newTask.type} onChange={(type) => setNewTask({ ...newTask, type })} />
            <Field label="New task" value={newTask.text} onChange={(event) => setNewTask({ ...newTask, text: event.target.value })} />
            <button type="submit" className="button" disabled={addTask.isPending || !newTask.text.trim()}>
              Add task
            </button>
          </form>
        )}
      </section>

      <section aria-labelledby="challenge-members">
        <h2 id="challenge-members">Members</h2>
        <Field label="Find a member" type="search" value={memberSearch} onChange={(event) => setMemberSearch(event.target.value)} />
        {members.isPending ? (
          <p role="status">Loading…</p>
        ) : (members.data ?? []).length === 0 ? (
          <p className="muted">Nobody has joined yet.</p>
        ) : (
          <ul className="challenge-members">
            {(members.data ?? []).map((member) => (
              <li key={member._id}>
                <button type="button" className="button small secondary" onClick={() => setProgressOf(member._id)}>
                  {memberName(member)}: progress
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <MemberProgressDialog challengeId={challengeId} memberId={progressOf} onClose={() => setProgressOf(undefined)} />

      <Dialog open={leaving} title="Leave the challenge" onClose={() => setLeaving(false)}>
        <p>What should happen to this challenge's tasks on your list?</p>
        <div className="actions">
          <button type="button" className="button" onClick={() => leaveKeep.mutate()} disabled={leaveKeep.isPending}>
            Keep them as my own
          </button>
          <button type="button" className="button danger secondary" onClick={() => leaveRemove.mutate()} disabled={leaveRemove.isPending}>
            Remove them
          </button>
        </div>
      </Dialog>

      <Dialog open={editing} title="Edit the challenge" onClose={() => setEditing(false)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate();
          }}
        >
          <Field label="Name" value={edit.name} onChange={(event) => setEdit({ ...edit, name: event.target.value })} required />
          <Field label="Summary" value={edit.summary} onChange={(event) => setEdit({ ...edit, summary: event.target.value })} maxLength={250} />
          <div className="field">
            <label htmlFor="edit-description">Description</label>
            <textarea id="edit-description" rows={4} value={edit.description} onChange={(event) => setEdit({ ...edit, description: event.target.value })} />
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={save.isPending}>
              Save
            </button>
          </div>
        </form>
      </Dialog>

      <Dialog open={winnerPicking} title="Choose the winner" onClose={() => setWinnerPicking(false)}>
        <p>The winner receives the prize and the challenge ends for everyone. Members keep its tasks.</p>
        <ul>
          {(members.data ?? []).map((member) => (
            <li key={member._id}>
              <button type="button" className="button small" disabled={win.isPending} onClick={() => win.mutate(member._id)}>
                {memberName(member)} wins
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </div>
  );
}
