/** The bodies of the account routes (worker/routes/auth.ts): names, addresses and passwords as the rules accept them. */
import * as v from "valibot";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { normaliseEmail, USERNAME_MAX } from "../../content/rules/accountNames";
import { accountUsernameIssues } from "../lib/accountInput";
import { str } from "../middleware/validate";

const password = v.pipe(
  v.string(paramMessage("paramString")),
  v.minLength(PASSWORD_MIN, paramMessage("paramMinChars", { min: PASSWORD_MIN })),
  v.maxLength(PASSWORD_MAX, paramMessage("paramMaxChars", { max: PASSWORD_MAX })),
);
/** The current password, when the account has one: any length, checked against the stored hash. */
const currentPassword = v.optional(str(PASSWORD_MAX * 4));
/** An email address, taken in its one spelling (see normaliseEmail). */
const email = v.pipe(
  str(320, 1),
  v.check((raw) => normaliseEmail(raw) !== undefined, paramMessage("paramValidEmail")),
  v.transform((raw) => normaliseEmail(raw) ?? raw),
);
const username = v.pipe(
  str(USERNAME_MAX, 1),
  v.check(
    (name) => accountUsernameIssues(name).length === 0,
    (issue) => paramMessage(accountUsernameIssues(String(issue.input))[0] ?? "badRequest"),
  ),
);

export const registerInput = v.object({
  username,
  email,
  password,
  confirmPassword: v.string(paramMessage("paramString")),
});
export const loginInput = v.object({ username: str(254, 1), password: str(PASSWORD_MAX * 4, 1) });
export const usernameCheckInput = v.object({ username: str(200) });
export const displayNameCheckInput = v.object({ displayName: str(200) });
export const emailCheckInput = v.object({ email: str(320) });
export const passwordChangeInput = v.object({
  password: currentPassword,
  newPassword: password,
  confirmPassword: v.string(paramMessage("paramString")),
});
export const usernameChangeInput = v.object({ username, password: currentPassword });
export const apiTokenInput = v.object({ password: currentPassword });
export const emailChangeInput = v.object({ newEmail: email, password: currentPassword });

export type RegisterInput = v.InferOutput<typeof registerInput>;
export type LoginInput = v.InferOutput<typeof loginInput>;
export type PasswordChangeInput = v.InferOutput<typeof passwordChangeInput>;
export type UsernameChangeInput = v.InferOutput<typeof usernameChangeInput>;
export type EmailChangeInput = v.InferOutput<typeof emailChangeInput>;
