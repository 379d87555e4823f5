/** What the game says once the changes made offline reached the server, or could not. */
import { defineText } from "../../define";

export default defineText("offlineReport", {
  taskNotHere: "That task is not on this device.",
  quoted: "“{text}”",
  lateScores:
    "{count, plural, one {# score was} other {# scores were}} made on a day that had ended before reaching the server, so {count, plural, one {it} other {they}} counted on today: {names}.",
  backOnline:
    "Back online: {count, plural, one {# change made offline was} other {# changes made offline were}} saved.",
  refusedLine: "{task} ({action}): {message}",
  othersSaved: "{count, plural, one {# other change was} other {# other changes were}} saved.",
  refusedTitle: "{count, plural, one {# change} other {# changes}} made offline could not be saved",
  dailiesCost: "Dailies left undone cost {health} health.",
  lateDailies:
    "The server closed that day without what you did offline, so {names} {count, plural, one {does} other {do}} not count as done for it, and the check will be refused when you are back online.",
  newDayTitle: "A new day has begun",
  newDayText: "Your dailies start afresh.",
  actionBought: "bought",
  actionScoredUp: "scored +",
  actionScoredDown: "scored −",
  actionChecked: "checked off",
  actionUnchecked: "unchecked",
  actionAdded: "added",
  actionEdited: "edited",
  actionDeleted: "deleted",
  actionMoved: "moved",
  actionChecklistChecked: "checklist item checked",
  actionChecklistUnchecked: "checklist item unchecked",
});
