/** Searching by name: the LIKE pattern every search of players, groups and challenges uses. */

/** LIKE pattern matching `term` literally anywhere, case-folded (wildcards in the term are escaped: use ESCAPE '\\'). */
export function containing(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
