/** Registration checks the client makes before asking the server; the rules are the shared ones. */
import type { RegisterInput } from "../api/auth";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../content/data/constants";
import { isValidEmail, usernameIssues, USERNAME_MAX, USERNAME_MIN } from "../../../content/rules/accountNames";

export type FieldName = keyof RegisterInput;
export type FieldErrors = Partial<Record<FieldName, string>>;
export const REGISTRATION_FIELDS: FieldName[] = ["username", "email", "password", "confirmPassword"];

const USERNAME_MESSAGES: Record<string, string> = {
  usernameInvalidLength: `Use ${USERNAME_MIN} to ${USERNAME_MAX} characters.`,
  usernameInvalidCharacters: "Use only letters, numbers, hyphens and underscores.",
  usernameNotAllowed: "That name is reserved. Please pick another one.",
};

/** The checks the client can make before asking the server (spec §5: password 8 to 64). */
export function checkRegistration(input: RegisterInput): FieldErrors {
  const errors: FieldErrors = {};
  const username = input.username.trim();
  if (!username) errors.username = "Choose a username.";
  else {
    const issue = usernameIssues(username)[0];
    if (issue) errors.username = USERNAME_MESSAGES[issue] ?? "Please pick another username.";
  }
  const email = input.email.trim();
  if (!email) errors.email = "Enter your email address.";
  else if (!isValidEmail(email)) errors.email = "That doesn't look like an email address.";
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    errors.password = `Use between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters.`;
  }
  if (input.confirmPassword !== input.password) errors.confirmPassword = "The passwords don't match.";
  return errors;
}
