/**
 * The group routes' work past reading and authorising the request, as the original game's API
 * answers it: leaving (a party's challenges too unless asked to keep them; a party that no
 * longer exists just clears the player's party), and the invitations a party leaves behind
 * when its last member goes.
 */
import { GameError } from "../../content/rules/errors";
import type { User } from "../../content/rules/types";
import type { Database } from "../../db/client";
import { loadGroup } from "../../db/groups";
import { updateUser } from "../../db/users";
import type { Env } from "../env";
import type { LeaveGroupOptions } from "../schemas/groups";
import { readableGroup, resolveGroupId } from "./groupAccess";
import { leaveGroup, requireNotTavern } from "./groups";
import { withdrawInvitationsWork } from "./partyInvitations";
import { startWork } from "./pendingWork";

/** Leaves a group; answers the player as they are afterwards. */
export async function leaveGroupAs(
  env: Env,
  db: Database,
  me: User,
  rawId: string,
  options: LeaveGroupOptions,
): Promise<User> {
  const partyId = resolveGroupId(me, rawId);
  if (me.party._id && partyId === me.party._id && !(await loadGroup(db, partyId))) return clearLostParty(db, me);
  const access = await readableGroup(db, me, rawId);
  requireNotTavern(access.group);
  if (!access.role) throw new GameError("NotAuthorized", "messageGroupNotMember");
  const workId = crypto.randomUUID();
  const user = await leaveGroup(env, db, me, access.group, {
    ...options,
    // As the original: leaving takes the player out of the group's challenges unless they ask to stay.
    keepChallenges: options.keepChallenges ?? "leave-challenges",
    withdrawInvitations: access.group.type === "party" ? workId : undefined,
  });
  if (access.group.type === "party") await startWork(env, withdrawInvitationsWork, workId);
  return user;
}

/** The player's party was disbanded meanwhile: leaving it only clears it from their document. */
async function clearLostParty(db: Database, me: User): Promise<User> {
  const { user } = await updateUser(
    db,
    me._id,
    async (fresh) => {
      const partyId = fresh.party._id;
      if (partyId && !(await loadGroup(db, partyId))) {
        delete fresh.party._id;
        fresh.party.quest = {
          key: null,
          progress: { up: 0, down: 0, collect: {}, collectedItems: 0 },
          completed: null,
          RSVPNeeded: false,
        };
      }
      return { user: fresh, result: null, extra: [] };
    },
    me,
  );
  return user;
}
