/** Account calls of spec §7 Auth. */
import type {
  AuthOptions,
  NameCheck,
  ProviderTrip,
  SignInAnswer as SignInResult,
  SignInNetwork,
  UsernameChanged,
} from "../../../worker/api-types/auth";
import { api, requestEnvelope } from "./client";

export type { AuthOptions, NameCheck, SignInNetwork, SignInResult };

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

/** Who invites to which group, for the sign-up form of an invitation link (no sign-in needed). */
export interface InvitationPreview {
  groupId: string;
  groupType: "party" | "guild";
  groupName: string;
  inviterName: string;
}

export function invitationPreview(groupInvite: string): Promise<InvitationPreview> {
  // The form says it in its own words when the link no longer works (quiet).
  return api.get<InvitationPreview>("/user/auth/invitation", { query: { groupInvite }, quiet: true });
}

/** `username` may be the username or the email address. */
export function login(username: string, password: string): Promise<SignInResult> {
  // The login form shows its error itself: no error notice on top (quiet).
  return api.post<SignInResult>("/user/auth/local/login", { username, password }, { quiet: true });
}

export function logout(): Promise<unknown> {
  return api.post<unknown>("/user/auth/logout");
}

export function getAuthOptions(): Promise<AuthOptions> {
  return api.get<AuthOptions>("/user/auth/options", { quiet: true });
}

/** Asks for a reset link by mail; answers the server's words about what happens next. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  return (await requestEnvelope<unknown>("POST", "/user/reset-password", { body: { email }, quiet: true })).message;
}

export function setNewPassword(code: string, newPassword: string, confirmPassword: string): Promise<SignInResult> {
  return api.post<SignInResult>(
    "/user/auth/reset-password-set-new-one",
    { code, newPassword, confirmPassword },
    { quiet: true },
  );
}

/** The address to send the browser to for signing in with a provider, and the trip's state. */
export function providerUrl(network: SignInNetwork): Promise<ProviderTrip> {
  return api.post<ProviderTrip>("/user/auth/provider-url", { network }, { quiet: true });
}

export interface SocialSignInInput {
  network: SignInNetwork;
  allowRegister: boolean;
  authResponse: { code?: string; state?: string; id_token?: string };
  username?: string;
}

/**
 * Finishes a sign-in with a provider (or links it to the signed-in account). A refusal
 * resolves with nothing (spec §8): the address it names is then kept as `social-email`.
 */
export function socialSignIn(input: SocialSignInInput, groupInvite?: string): Promise<SignInResult | undefined> {
  return api.post<SignInResult | undefined>("/user/auth/social", input, { query: { groupInvite } });
}

/** Finishes Apple's sign-in after its form post came back through the server. */
export function appleSignIn(query: {
  code?: string;
  state?: string;
  id_token?: string;
  name?: string;
  allowRegister: boolean;
  groupInvite?: string;
}): Promise<SignInResult> {
  return api.get<SignInResult>("/user/auth/apple", { query, quiet: true });
}

export function unlinkProvider(network: SignInNetwork): Promise<unknown> {
  return api.delete<unknown>(`/user/auth/social/${network}`);
}

export function verifyUsername(username: string, signal?: AbortSignal): Promise<NameCheck> {
  return api.post<NameCheck>("/user/auth/verify-username", { username }, { quiet: true, signal });
}

/** The username screen's choice; the screen shows a refusal itself (quiet). */
export function chooseUsername(username: string, password?: string): Promise<UsernameChanged> {
  return api.put<UsernameChanged>("/user/auth/update-username", password ? { username, password } : { username }, {
    quiet: true,
  });
}
