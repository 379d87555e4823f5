/** A guild's leader and managers at work: editing the guild, choosing managers, handing over, removing members. */
import { defineText } from "../../define";

export default defineText("guildAdmin", {
  saved: "The guild's details are saved.",
  editTitle: "Edit the guild",
  name: "Name",
  summary: "Summary",
  summaryHint: "One or two lines shown in the list of guilds.",
  description: "Description",
  markdownHint: "Markdown works: **bold**, *italic*, lists and links.",
  whoMayFind: "Who may find it",
  anyone: "Anyone (public)",
  invitedOnly: "Invited players only (private)",
  categories: "Categories",
  leaderOnlyChallenges: "Only the leader and managers may start challenges",
  saveGuild: "Save the guild",
  cancel: "Cancel",
  nowManager: "{name} is now a manager.",
  noLongerManager: "{name} is no longer a manager.",
  removed: "{name} was removed from the guild.",
  leadsNow: "{name} leads the guild now.",
  removeManager: "Remove as manager",
  makeManager: "Make manager",
  makeLeader: "Make leader",
  remove: "Remove",
  removeTitle: "Remove {name}?",
  handOverTitle: "Hand the guild to {name}?",
  removeText:
    "They leave the guild and its chat; they can come back only if the guild is public or they are invited again.",
  noteForThem: "A note for them (optional)",
  handOverText:
    "You stay in the guild as a member; {name} becomes its leader and can edit it, choose managers and remove members.",
  removeFromGuild: "Remove from the guild",
  makeThemLeader: "Make them leader",
});
