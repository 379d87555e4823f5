/** Registration checks the client makes before asking the server. */
import type { RegisterInput } from "../api/auth";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../../content/data/constants";

export type FieldName = keyof RegisterInput;
export type FieldErrors = Partial<Record<FieldName, string>>;
export const REGISTRATION_FIELDS: FieldName[] = ["username", "email", "password", "confirmPassword"];

/** The checks the client can make before asking the server (spec §5: password 8 to 64). */
export function checkRegistration(input: RegisterInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.username.trim()) errors.username = "Choose a username.";
  if (!input.email.trim()) errors.email = "Enter your email address.";
  else if (!/^[^\s@]+@[^\s@]+$/.test(input.email.trim())) errors.email = "That doesn't look like an email address.";
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX) {
    errors.password = `Use between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters.`;
  }
  if (input.confirmPassword !== input.password) errors.confirmPassword = "The passwords don't match.";
  return errors;
}

