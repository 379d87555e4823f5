/**
 * The first load after a day rollover the player did not see: the dailies that were due and
 * left unchecked yesterday, to tick the ones they really did (or skip). The answer goes to
 * POST /cron, which undoes the rollover's effects for the ticked ones.
 */
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Task, User } from "../../../content/rules/types";
import { recordYesterdaysActivity } from "../api/user";
import { notify } from "../notifications/store";
import { statNotification } from "../notifications/messages";
import { Dialog } from "./Dialog";
import text from "../i18n/namespaces/heroDialogs";
import { useT } from "../i18n";
import { taskKeys } from "../queries/tasks";
import { userKeys } from "../queries/user";
import { formatStat } from "../stats";

export function YesterDailiesDialog({
  user,
  tasks,
}: {
  user: User & { yesterDailies?: string[]; yesterdayDamage?: number };
  tasks: Task[] | undefined;
}) {
  const t = useT(text);
  const client = useQueryClient();
  const [ticked, setTicked] = useState<Set<string>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [answeredFor, setAnsweredFor] = useState<string>();
  const offered = new Set(user.yesterDailies ?? []);
  const dailies = (tasks ?? []).filter((task) => task.type === "daily" && offered.has(task._id));
  // Once per rollover: an answer (or a skip) closes it even before the fresh user arrives.
  if (dailies.length === 0 || answeredFor === user.lastCron) return null;

  const answer = async (ids: string[]) => {
    setBusy(true);
    try {
      const result = await recordYesterdaysActivity(ids);
      setAnsweredFor(user.lastCron);
      if (result.hpRestored > 0) notify(statNotification("hp", result.hpRestored));
      await Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: taskKeys.all }),
      ]);
    } catch {
      // The notification area shows the server's message; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  const toggle = (id: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog
      open
      title={t("yesterdayTitle")}
      onClose={() => void answer([])}
      className="yesterdailies-dialog"
      footer={
        <>
          <button type="button" className="button secondary" disabled={busy} onClick={() => void answer([])}>
            {t("skip")}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void answer([...ticked])}>
            {ticked.size > 0 ? t("recordAndStart", { count: ticked.size }) : t("startDay")}
          </button>
        </>
      }
    >
      <p className="dialog-lead">{t("yesterdayLead")}</p>
      {(user.yesterdayDamage ?? 0) > 0 && <p>{t("yesterdayAtStake", { hp: formatStat(user.yesterdayDamage ?? 0) })}</p>}
      <fieldset className="yesterdailies">
        <legend className="visually-hidden">{t("yesterdaysDailies")}</legend>
        <ul>
          {dailies.map((daily) => (
            <li key={daily._id}>
              <label className="inline">
                <input
                  type="checkbox"
                  checked={ticked.has(daily._id)}
                  onChange={() => toggle(daily._id)}
                  disabled={busy}
                />{" "}
                {daily.text}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </Dialog>
  );
}
