/** The hall of contributors and patrons. */
import { defineText } from "../../define";

export default defineText("hall", {
  hall: "Hall",
  contributors: "Contributors",
  patrons: "Patrons",
  patronsIntro: "The players who backed the game early on. Thank you!",
  contributorsIntro: "The players who help build the game: artists, writers, coders and helpers.",
  loading: "Loading…",
  nobody: "Nobody is listed here yet.",
  name: "Name",
  tier: "Tier",
  level: "Level",
  contribution: "Contribution",
  previousPage: "Previous page",
  nextPage: "Next page",
});
