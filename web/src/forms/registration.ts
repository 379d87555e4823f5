/** Registration checks the client makes before asking the server; the rules are the shared ones. */
import type { RegisterInput } from "../api/auth";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../content/data/constants";
import { normaliseEmail, usernameIssues, USERNAME_MAX, USERNAME_MIN } from "../../../content/rules/accountNames";
import auth from "../i18n/namespaces/auth";
import { translate } from "../i18n";

export type FieldName = keyof RegisterInput;
export type FieldErrors = Partial<Record<FieldName, string>>;
export const REGISTRATION_FIELDS: FieldName[] = ["username", "email", "password", "confirmPassword"];

function usernameMessage(issue: string): string {
  if (issue === "usernameInvalidLength")
    return translate(auth, "usernameLength", { min: USERNAME_MIN, max: USERNAME_MAX });
  if (issue === "usernameInvalidCharacters") return translate(auth, "usernameCharacters");
  if (issue === "usernameNotAllowed") return translate(auth, "usernameReserved");
  return translate(auth, "usernameOther");
}

/** The checks the client can make before asking the server (spec §5: password 8 to 64). */
export function checkRegistration(input: RegisterInput): FieldErrors {
  const errors: FieldErrors = {};
  const username = input.username.trim();
  if (!username) errors.username = translate(auth, "chooseUsername");
  else {
    const issue = usernameIssues(username)[0];
    if (issue) errors.username = usernameMessage(issue);
  }
  const email = input.email.trim();
  if (!email) errors.email = translate(auth, "enterEmail");
  else if (!normaliseEmail(email)) errors.email = translate(auth, "notAnEmail");
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    errors.password = translate(auth, "passwordLength", { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }
  if (input.confirmPassword !== input.password) errors.confirmPassword = translate(auth, "passwordsDiffer");
  return errors;
}
