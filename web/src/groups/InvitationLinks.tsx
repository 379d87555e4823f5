/** The signed links an invitation by email produced for addresses that have no account yet, mailed to them when the server can. */
import type { InviteResult } from "../api/groups";
import { CopyButton } from "../components/CopyButton";
import text from "../i18n/namespaces/groups";
import { useT } from "../i18n";

export function InvitationLinks({
  links,
  groupKind,
}: {
  links: InviteResult["invitationLinks"];
  groupKind: "party" | "guild";
}) {
  const t = useT(text);
  return links.map((link, index) => (
    <div key={link.url} className="invitation-link" role="status">
      <p>
        {t.rich(
          link.emailed
            ? groupKind === "party"
              ? "nobodyPlaysEmailed"
              : "nobodyPlaysGuildEmailed"
            : groupKind === "party"
              ? "nobodyPlays"
              : "nobodyPlaysGuild",
          { email: <strong>{link.email}</strong> },
        )}
      </p>
      <code id={`invitation-link-${index}`}>{link.url}</code>{" "}
      <CopyButton value={link.url} label={t("copyInvitation")} targetId={`invitation-link-${index}`} />
    </div>
  ));
}
