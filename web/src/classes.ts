/** The classes' names as players read them: one place, so every screen says "Mage" alike. */
export const CLASS_NAMES: Record<string, string> = { warrior: "Warrior", rogue: "Rogue", wizard: "Mage", healer: "Healer" };

export function className(klass: string | undefined): string {
  return klass ? (CLASS_NAMES[klass] ?? klass) : "";
}
