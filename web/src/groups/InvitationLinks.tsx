/** The signed links an invitation by email produced for addresses that have no account yet, mailed to them when the server can. */
import type { InviteResult } from "../api/groups";
import { CopyButton } from "../components/CopyButton";

export function InvitationLinks({ links, groupKind }: { links: InviteResult["invitationLinks"]; groupKind: "party" | "guild" }) {
  return links.map((link, index) => (
    <div key={link.url} className="invitation-link" role="status">
      {link.emailed ? (
        <p>
          Nobody plays with <strong>{link.email}</strong> yet, so we emailed them an invitation. You can also share this link with them: it invites whoever
          registers with it to your {groupKind}, for the next two weeks.
        </p>
      ) : (
        <p>
          Nobody plays with <strong>{link.email}</strong> yet. Send them this link: it invites whoever registers with it to your {groupKind}, for the next two weeks.
        </p>
      )}
      <code id={`invitation-link-${index}`}>{link.url}</code> <CopyButton value={link.url} label="Copy invitation link" targetId={`invitation-link-${index}`} />
    </div>
  ));
}
