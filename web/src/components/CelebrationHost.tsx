/**
 * Shows what deserves a moment of its own, one at a time: when the class choice is due, the
 * level-up that brought it first, then the choice, then the other queued celebrations. It also turns a quest the
 * party won and some of the server's notifications (first steps done, a challenge won) into
 * celebrations, once each.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { LEVEL_CLASS_UNLOCK } from "../../../content/data/constants";
import type { User } from "../../../content/rules/types";
import { seeNotifications } from "../api/notifications";
import * as userApi from "../api/user";
import { celebrate, dismissCelebration, useCelebration, useQueuedLevelUp } from "../notifications/celebrations";
import { choiceDeferred } from "./classChoice";
import celebrationText from "../i18n/namespaces/celebrations";
import { translate } from "../i18n";
import { questRewards } from "../groups/questRewards";
import { questTablesQuery } from "../queries/content";
import { userKeys } from "../queries/user";

const ClassChoiceDialog = lazy(() =>
  import("./ClassChooser").then((module) => ({ default: module.ClassChoiceDialog })),
);
const CelebrationDialog = lazy(() =>
  import("./CelebrationDialog").then((module) => ({ default: module.CelebrationDialog })),
);

/** Server notifications that are told with a dialog, not only in the bell. */
export function celebrationOfNotification(
  note: User["notifications"][number],
): Parameters<typeof celebrate>[0] | undefined {
  const data = (note.data ?? {}) as Record<string, unknown>;
  if (note.type === "ONBOARDING_COMPLETE") {
    const gold = Number(data.gold) || 0;
    return {
      id: `note-${note.id}`,
      kind: "onboarding",
      title: translate(celebrationText, "firstStepsTitle"),
      text: translate(celebrationText, "firstStepsText", { gold }),
      rewards: [translate(celebrationText, "goldReward", { gold })],
      art: { kind: "achievement", key: "onboarding" },
    };
  }
  if (note.type === "WON_CHALLENGE") {
    const name = typeof data.name === "string" ? data.name : translate(celebrationText, "aChallenge");
    const prize = Number(data.prize) || 0;
    return {
      id: `note-${note.id}`,
      kind: "challenge",
      title: translate(celebrationText, "challengeWonTitle"),
      text: translate(celebrationText, "challengeWonText", { name }),
      rewards: prize > 0 ? [translate(celebrationText, "gemsReward", { count: prize })] : undefined,
      art: { kind: "achievement", key: "challengeWon" },
    };
  }
  return undefined;
}

export function CelebrationHost({ user }: { user: User }) {
  const client = useQueryClient();
  const celebration = useCelebration();
  const levelUp = useQueuedLevelUp();
  const [deferred, setDeferred] = useState(choiceDeferred);
  const completed = user.party?.quest?.completed;
  const quests = useQuery({ ...questTablesQuery(), enabled: Boolean(completed) });

  useEffect(() => {
    if (!completed || !quests.data) return;
    const quest = quests.data.quests[completed];
    celebrate({
      id: `quest-${completed}`,
      kind: "quest",
      title: translate(celebrationText, "questCompleteTitle"),
      text: quest
        ? translate(celebrationText, "questWon", { quest: quest.text, completion: quest.completion })
        : translate(celebrationText, "questFinished"),
      rewards: quest ? questRewards(quest) : undefined,
      art: { kind: "quest", key: completed },
      onClose: () => {
        void userApi.updateUser({ "party.quest.completed": null }).then(
          () => client.invalidateQueries({ queryKey: userKeys.all }),
          () => undefined,
        );
      },
    });
  }, [completed, quests.data, client]);

  useEffect(() => {
    for (const note of user.notifications ?? []) {
      if (note.seen) continue;
      const entry = celebrationOfNotification(note);
      if (entry) celebrate({ ...entry, onClose: () => void seeNotifications([note.id]).catch(() => undefined) });
    }
  }, [user.notifications]);

  // The class is chosen on the tasks screen (elsewhere, such as the settings, it has its own form).
  const onTasks = useLocation().pathname === "/";
  const classDue =
    onTasks &&
    user.stats.lvl >= LEVEL_CLASS_UNLOCK &&
    !user.flags.classSelected &&
    !user.preferences.disableClasses &&
    user.stats.hp > 0 &&
    !deferred;
  // The level gained is told first ("Level 10!"), then the class is chosen, then the rest.
  const shown = classDue ? levelUp : celebration;
  if (classDue && !shown) {
    return (
      <Suspense fallback={null}>
        <ClassChoiceDialog onDefer={() => setDeferred(true)} />
      </Suspense>
    );
  }
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog key={shown.id} celebration={shown} user={user} onClose={() => dismissCelebration(shown.id)} />
    </Suspense>
  );
}
