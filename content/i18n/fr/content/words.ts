/** Petits outils de formulation partagés par le contenu du jeu en français. */

/** Une table « clé=texte » par ligne (lignes vides ignorées). */
export function table(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split("\n")) {
    const at = line.indexOf("=");
    if (at > 0) out[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return out;
}

/** "gladiatorHelm" -> "Gladiator Helm" : repli pour une clé qu’aucune table ne nomme. */
export function humanize(key: string): string {
  return key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Za-z])/g, "$1 $2")
    .split(" ")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const STAT_NAMES = { str: "Force", int: "Intelligence", con: "Constitution", per: "Perception" } as const;

/** "Force +3, Perception +1." ou "Aucun bonus de caractéristiques." */
export function statLine(stats: Partial<Record<keyof typeof STAT_NAMES, number>>): string {
  const parts = (Object.keys(STAT_NAMES) as (keyof typeof STAT_NAMES)[])
    .filter((stat) => (stats[stat] ?? 0) > 0)
    .map((stat) => `${STAT_NAMES[stat]} +${stats[stat]}`);
  return parts.length > 0 ? `${parts.join(", ")}.` : "Aucun bonus de caractéristiques.";
}

export const MONTH_NAMES = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/** « de » élidé devant une voyelle ou un h muet : "d’Aether", "de Fer". */
export function de(word: string): string {
  return /^[aeiouyéèêâîôûh]/i.test(word) ? `d’${word}` : `de ${word}`;
}

/** Première lettre en majuscule. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
