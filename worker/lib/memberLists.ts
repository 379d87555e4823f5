/** How member lists of groups and challenges show a player. */
import type { User } from "../../content/rules/types";
import type { ListedMember } from "../api-types/members";

/**
 * A group's or a challenge's member as its member list shows them without
 * `includeAllPublicFields`: exactly the original's keys (`_id, auth, flags, id, profile`).
 */
export function listedMember(user: User): ListedMember {
  return {
    _id: user._id,
    id: user._id,
    profile: { name: user.profile?.name ?? "" },
    auth: { local: { username: user.auth.local.username } },
    flags: { verifiedUsername: Boolean(user.flags?.verifiedUsername) },
  };
}
