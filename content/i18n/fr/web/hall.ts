import type text from "../../en/web/hall";
import type { Translation } from "../../define";

export default {
  hall: "Panthéon",
  contributors: "Contributeurs",
  patrons: "Mécènes",
  patronsIntro: "Les joueurs qui ont soutenu le jeu dès ses débuts. Merci !",
  contributorsIntro: "Les joueurs qui aident à construire le jeu : artistes, auteurs, développeurs et bonnes âmes.",
  loading: "Chargement…",
  nobody: "Personne n’apparaît encore ici.",
  name: "Nom",
  tier: "Rang",
  level: "Niveau",
  contribution: "Contribution",
  previousPage: "Page précédente",
  nextPage: "Page suivante",
} satisfies Translation<typeof text>;
