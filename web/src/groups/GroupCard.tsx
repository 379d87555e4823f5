/** A guild in a list: name, summary, categories, members, and whether the player is in it. */
import { Link } from "react-router";
import type { Group } from "../api/groups";
import { guildCategories } from "../../../content/data/taskTemplates";
import text from "../i18n/namespaces/groups";
import { textOf, useT } from "../i18n";
import gameMessages from "../i18n/namespaces/gameMessages";

/** A guild category's name in the language spoken now. */
export function categoryName(slug: string): string {
  const category = guildCategories.find((entry) => entry.key === slug);
  return category ? textOf(gameMessages, category.text) : slug;
}

export function GuildCard({ guild, member }: { guild: Group; member: boolean }) {
  const t = useT(text);
  return (
    <li className="card guild-card" data-guild-id={guild._id}>
      <h2>
        <Link to={`/groups/guild/${guild._id}`}>{guild.name}</Link>
      </h2>
      <div className="badges">
        {guild.privacy === "private" && <span className="badge">{t("private")}</span>}
        {member && <span className="badge joined">{t("joined")}</span>}
        {(guild.categories ?? []).map(({ slug }) => (
          <span key={slug} className="badge">
            {categoryName(slug)}
          </span>
        ))}
      </div>
      {guild.summary && <p>{guild.summary}</p>}
      <p className="muted">
        {guild.leader?.profile?.name
          ? t("membersLedBy", { count: guild.memberCount, leader: guild.leader.profile.name })
          : t("members", { count: guild.memberCount })}
      </p>
    </li>
  );
}
