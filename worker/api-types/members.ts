/** Other players as the API shows them: public profiles only (never email, secrets, inbox or purchases). */
import type { Stats, User } from "../../content/rules/types";

/** The bars' maximums others' figures are drawn against, and the experience to the next level. */
export interface StatCaps {
  maxHealth: number;
  maxMP: number;
  toNextLevel: number;
}

/** What the API computes from the stats for its readers: the caps and the attribute totals. */
export interface ComputedStats extends StatCaps {
  totals: { str: number; int: number; con: number; per: number };
}

/** Appearance and progress, as group member lists and the tavern show a player. */
export interface PublicMemberSummary {
  _id: string;
  id: string;
  profile: { name: string };
  auth: { local: { username: string } };
  flags: { verifiedUsername: boolean; classSelected: boolean };
  stats: Pick<Stats, "lvl" | "class" | "hp" | "mp" | "exp" | "buffs"> & StatCaps;
  preferences: Pick<
    User["preferences"],
    "disableClasses" | "size" | "hair" | "skin" | "shirt" | "chair" | "background" | "costume" | "sleep"
  >;
  items: {
    gear: Pick<User["items"]["gear"], "equipped" | "costume">;
    currentPet: string;
    currentMount: string;
  };
  party: { _id?: string; quest: User["party"]["quest"] };
}

/** A player's whole public profile (GET /members/{id}, member lists with all public fields). */
export interface PublicMember
  extends Omit<PublicMemberSummary, "profile" | "auth" | "stats" | "items" | "preferences"> {
  preferences: PublicMemberSummary["preferences"] & {
    tasks: Pick<User["preferences"]["tasks"], "groupByChallenge" | "confirmScoreNotes" | "activeFilter">;
  };
  profile: { name: string; blurb: string; imageUrl: string };
  /** The username is null until its owner has confirmed it. */
  auth: { local: { username: string | null }; timestamps: { created: string; loggedin: string } };
  /** Training points are an internal detail: never shown. */
  stats: Omit<Stats, "training"> & { training?: undefined } & ComputedStats;
  items: PublicMemberSummary["items"] & Pick<User["items"], "pets" | "mounts">;
  achievements: User["achievements"];
  backer: NonNullable<User["backer"]>;
  contributor: NonNullable<User["contributor"]>;
  inbox: { optOut: boolean };
  loginIncentives: number;
}

/** A member of a group's or challenge's list without all public fields: the original's key set. */
export interface ListedMember {
  _id: string;
  id: string;
  profile: { name: string };
  auth: { local: { username: string } };
  flags: { verifiedUsername: boolean };
}

/** A member of a group list: the original's short entry, or the whole profile (with the member's role) when asked. */
export type GroupMember = ListedMember | (PublicMember & { role?: string });

/** A contributor or a patron in the hall: the summary with the standing the hall is about. */
export type HallEntry = PublicMemberSummary & Pick<PublicMember, "backer" | "contributor">;

/** A player without a party looking for one (GET /looking-for-party). */
export interface PartySeeker extends PublicMemberSummary {
  username: string;
  displayName: string;
  level: number;
  class: Stats["class"];
  classSelected: boolean;
  lastLoginDate: string;
  checkinCount: number;
  /** Whether the asking player's party already invited them. */
  invited: boolean;
}
