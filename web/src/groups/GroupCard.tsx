/** A guild in a list: name, summary, categories, members, and whether the player is in it. */
import { Link } from "react-router";
import type { Group } from "../api/groups";

export function categoryName(slug: string): string {
  if (slug === "habitica_official") return "Official";
  return slug
    .split("_")
    .map((word) => word.slice(0, 1).toUpperCase() + word.slice(1))
    .join(" ")
    .replace("Causes", "& Causes")
    .replace("Fitness", "& Fitness")
    .replace("Occupations", "& Occupations");
}

export function GuildCard({ guild, member }: { guild: Group; member: boolean }) {
  return (
    <li className="card guild-card" data-guild-id={guild._id}>
      <h2>
        <Link to={`/groups/guild/${guild._id}`}>{guild.name}</Link>
      </h2>
      <div className="badges">
        {guild.privacy === "private" && <span className="badge">Private</span>}
        {member && <span className="badge joined">Joined</span>}
        {(guild.categories ?? []).map((category) => (
          <span key={category} className="badge">
            {categoryName(category)}
          </span>
        ))}
      </div>
      {guild.summary && <p>{guild.summary}</p>}
      <p className="muted">
        {guild.memberCount} {guild.memberCount === 1 ? "member" : "members"}
        {guild.leader?.profile?.name ? ` · led by ${guild.leader.profile.name}` : ""}
      </p>
    </li>
  );
}
