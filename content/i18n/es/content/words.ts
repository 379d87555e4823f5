/** Pequeñas ayudas de redacción compartidas por los módulos de contenido en español. */

export const STAT_NAMES = { str: "Fuerza", int: "Inteligencia", con: "Constitución", per: "Percepción" } as const;

/** "Fuerza +3, Percepción +1." o "Sin bonificación de atributos." */
export function statLine(stats: Partial<Record<keyof typeof STAT_NAMES, number>>): string {
  const parts = (Object.keys(STAT_NAMES) as (keyof typeof STAT_NAMES)[])
    .filter((stat) => (stats[stat] ?? 0) > 0)
    .map((stat) => `${STAT_NAMES[stat]} +${stats[stat]}`);
  return parts.length > 0 ? `${parts.join(", ")}.` : "Sin bonificación de atributos.";
}

export const MONTH_NAMES = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];

/** "gladiatorHelm" -> ["gladiator", "helm"] */
export function splitKey(key: string): string[] {
  return key
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Za-z])/g, "$1 $2")
    .split(" ")
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Primera letra en minúscula (para un nombre dentro de una frase). */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
