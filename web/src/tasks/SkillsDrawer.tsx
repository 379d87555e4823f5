/**
 * The skills drawer above the task lists, folded by default into one line with the mana, so
 * it never covers a task: the class's skills with their mana cost,
 * unlock level and description, the special items the player carries and the potion that undoes
 * one cast on them. A skill aimed at a task asks the screen to let the player click a task; one
 * aimed at a player opens a picker of the party; party and self skills are cast at once.
 */
import { memo, useId, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { User } from "../../../content/rules/types";
import { ItemIcon } from "../art/ItemIcon";
import { Dialog } from "../components/Dialog";
import { useGearTable } from "../hooks/useGearTable";
import { formatGold, formatStat, maxMana } from "../stats";
import { castSkill } from "./castSkill";
import { skillEntries, type SkillEntry } from "./skills";
import taskText from "../i18n/namespaces/taskList";
import board from "../i18n/namespaces/board";
import { translate, useLanguage } from "../i18n";
import { spellTablesQuery } from "../queries/content";
import { membersQuery } from "../queries/groups";

const OPEN_KEY = "skills-drawer-open";

/** Folded unless the player opened it last time: open, it would push the lists down on every visit. */
function readOpen(): boolean {
  try {
    return localStorage.getItem(OPEN_KEY) === "true";
  } catch {
    return false;
  }
}

function costText(entry: SkillEntry): string {
  if (entry.currency === "mana") return translate(board, "costMana", { mana: entry.cost });
  if (entry.currency === "gold") return translate(board, "costGold", { gold: formatGold(entry.cost) });
  return `×${entry.count ?? 0}`;
}

function PlayerPicker({ entry, user, onClose }: { entry: SkillEntry; user: User; onClose: () => void }) {
  const client = useQueryClient();
  const partyId = user.party?._id;
  const members = useQuery({ ...membersQuery(partyId ?? "none"), enabled: Boolean(partyId) });
  const [busy, setBusy] = useState(false);
  const others = (members.data ?? []).filter((member) => member._id !== user._id);
  const cast = async (id: string, label: string, self: boolean) => {
    setBusy(true);
    await castSkill(client, entry, { id, label, self });
    setBusy(false);
    onClose();
  };
  return (
    <Dialog
      open
      title={translate(taskText, "whoGets", { skill: entry.name })}
      onClose={onClose}
      className="player-picker"
    >
      <p className="dialog-lead">{entry.notes}</p>
      <ul className="picker-list">
        <li>
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => cast(user._id, "yourself", true)}
          >
            {translate(taskText, "yourself")}
          </button>
        </li>
        {others.map((member) => {
          const name = member.profile?.name || member.auth?.local?.username || translate(taskText, "aPartyMember");
          return (
            <li key={member._id}>
              <button
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={() => cast(member._id, name, false)}
              >
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      {partyId && members.isPending && <p className="muted">{translate(taskText, "loadingParty")}</p>}
      {!partyId && <p className="muted">{translate(taskText, "joinPartyToThrow")}</p>}
    </Dialog>
  );
}

/** Drawn again when the user or the aimed skill changes, not when the tasks do. */
export const SkillsDrawer = memo(function SkillsDrawer({
  user,
  onAimAtTask,
  aiming,
}: {
  user: User;
  onAimAtTask: (entry: SkillEntry) => void;
  aiming?: string;
}) {
  const client = useQueryClient();
  const tables = useQuery(spellTablesQuery(useLanguage()));
  const gear = useGearTable();
  const [open, setOpen] = useState(readOpen);
  const [busy, setBusy] = useState<string>();
  const [picking, setPicking] = useState<SkillEntry>();
  const titleId = useId();
  const listId = useId();

  if (!tables.data) return null;
  const entries = skillEntries(user, tables.data);
  if (entries.length === 0) return null;

  const toggle = () => {
    setOpen((value) => {
      try {
        localStorage.setItem(OPEN_KEY, String(!value));
      } catch {
        // Without storage the drawer simply opens again next time.
      }
      return !value;
    });
  };

  const choose = async (entry: SkillEntry) => {
    if (entry.target === "task") return onAimAtTask(entry);
    if (entry.target === "user") return setPicking(entry);
    setBusy(entry.key);
    await castSkill(client, entry);
    setBusy(undefined);
  };

  return (
    <section
      className={open ? "skills-drawer open" : "skills-drawer"}
      aria-labelledby={titleId}
      data-testid="skills-drawer"
    >
      <div className="skills-head">
        <button type="button" className="skills-toggle" aria-expanded={open} aria-controls={listId} onClick={toggle}>
          <h2 id={titleId}>{translate(taskText, "skillsTitle")}</h2>
          <span className="menu-caret" aria-hidden="true" />
        </button>
        <span className="skills-mana">
          {translate(taskText, "manaLine", { mana: formatStat(user.stats.mp), max: maxMana(user, gear) })}
        </span>
      </div>
      <ul id={listId} className="skills-list" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className={aiming === entry.key ? "skill-card aiming" : "skill-card"}
              disabled={Boolean(entry.locked) || busy !== undefined}
              aria-pressed={aiming === entry.key ? true : undefined}
              aria-describedby={`${listId}-${entry.key}`}
              onClick={() => choose(entry)}
            >
              <ItemIcon itemKey={entry.key} kind="spell" size={32} />
              <span className="skill-name">{entry.name}</span>
              <span className="skill-cost">{costText(entry)}</span>
              <span className="skill-notes" id={`${listId}-${entry.key}`}>
                {entry.locked ? <strong className="skill-lock">{entry.locked}. </strong> : null}
                {entry.notes}
                {entry.currency === "mana" ? ` ${translate(board, "learnedAt", { level: entry.unlockLevel })}` : ""}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {picking && <PlayerPicker entry={picking} user={user} onClose={() => setPicking(undefined)} />}
    </section>
  );
});
