/** Page titles of spec §2: `section | product` or `subsection | section | product`. */
export const PRODUCT_NAME = "Habitforge";

export interface TitleParts {
  section?: string;
  subsection?: string;
}

/** Joins title parts already in the player's language. */
export function pageTitle({ section, subsection }: TitleParts): string {
  return [subsection, section, PRODUCT_NAME].filter((part): part is string => Boolean(part)).join(" | ");
}
