/** A group leader's shared invitation links: making one with a use limit, copying it, revoking it. */
import { defineText } from "../../define";

export default defineText("inviteLinks", {
  title: "Shared invitation links",
  intro:
    "A shared link invites everyone who registers with it, until its uses run out or it expires. Post it only where everyone who sees it is welcome, and revoke it once it has done its job.",
  uses: "Uses",
  days: "Valid for (days)",
  create: "Create link",
  created: "Your shared link is ready to copy.",
  loading: "Loading the shared links…",
  loadFailed: "The shared links could not be loaded.",
  none: "No shared links at the moment.",
  linkLabel: "Shared link {number}",
  usesLeft: "{left, plural, =0 {No uses left} one {# use left} other {# uses left}} of {max}",
  expires: "Expires {date}",
  copy: "Copy shared link {number}",
  revoke: "Revoke",
  revokeLabel: "Revoke shared link {number}",
  revoked: "The link is revoked: it no longer invites anyone.",
});
