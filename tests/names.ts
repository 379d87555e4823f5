/**
 * Name parts for the players the tests make. They are spelled with letters that form no slur the
 * name check refuses, in no leet form either, so a test never fails because chance spelled one
 * (a base-36 time once spelled "ng64", which reads as a slur).
 */
const LETTERS = "jmqvwxz";
let made = 0;

function spell(value: number, length: number): string {
  let text = "";
  for (let index = 0; index < length; index++) {
    text = LETTERS[value % LETTERS.length] + text;
    value = Math.floor(value / LETTERS.length);
  }
  return text;
}

/**
 * 12 letters, leaving a test room to lengthen a name within the 20 characters of a username: the
 * time (to the millisecond, repeating every 14 minutes), a count of the names made in this
 * process, and chance, so that names from processes running side by side differ too.
 */
export function uniqueNamePart(): string {
  made += 1;
  const chance = crypto.getRandomValues(new Uint32Array(1))[0];
  return spell(Date.now() % LETTERS.length ** 7, 7) + spell(made, 2) + spell(chance, 3);
}
