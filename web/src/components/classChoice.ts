/** "Decide later" on the class choice lasts for the browser session. */
export const CLASS_CHOICE_LATER_KEY = "class-choice-later";

export function choiceDeferred(): boolean {
  try {
    return sessionStorage.getItem(CLASS_CHOICE_LATER_KEY) === "true";
  } catch {
    return false;
  }
}
