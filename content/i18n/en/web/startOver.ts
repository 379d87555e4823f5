/** Settings: starting the account over from level 1, confirmed with the password. */
import { defineText } from "../../define";

export default defineText("startOver", {
  title: "Start over",
  text: "Starting over takes your hero back to level 1 with no gold, experience or attribute points, and clears your own habits, dailies, to-dos and rewards. Gear bought with gold is lost; pets, mounts, items, achievements and what you bought with gems stay, and so do challenge and group tasks. This cannot be undone.",
  button: "Start over…",
  confirmTitle: "Start over from level 1?",
  confirm: "Start over",
  password: "Your password",
  noPassword: "Your account signs in through a provider and has no password: the button below starts over at once.",
  done: "Your account has started over.",
  failed: "Your account could not start over. Please try again.",
});
