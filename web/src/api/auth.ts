/** Account calls of spec §7 Auth. */
import { api } from "./client";

export interface SignInResult {
  id: string;
  apiToken: string;
  username: string;
  newUser: boolean;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function register(input: RegisterInput, groupInvite?: string): Promise<SignInResult> {
  // The sign-up form shows its errors beside the fields: no error notice on top (quiet).
  return api.post<SignInResult>("/user/auth/local/register", input, { query: { groupInvite }, quiet: true });
}

/** `username` may be the username or the email address. */
export function login(username: string, password: string): Promise<SignInResult> {
  // The login form shows its error itself: no error notice on top (quiet).
  return api.post<SignInResult>("/user/auth/local/login", { username, password }, { quiet: true });
}

export function logout(): Promise<unknown> {
  return api.post<unknown>("/user/auth/logout");
}
