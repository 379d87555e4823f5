/** Shared steps of the staff tools' API tests. */
import { expect } from "vitest";
import { t } from "../../content/i18n";
import { api, register, type ApiResponse, type Credentials } from "./helpers";

export type Privilege =
  | "fullAccess"
  | "userSupport"
  | "accessControl"
  | "groupSupport"
  | "challengeAdmin"
  | "moderator"
  | "news"
  | "coupons";

/** A fresh account holding exactly the given privileges. */
export async function staff(...privileges: Privilege[]): Promise<Credentials> {
  const account = await register();
  if (privileges.length) {
    const response = await api("POST", "/debug/update-user", {
      auth: account,
      body: Object.fromEntries(privileges.map((privilege) => [`permissions.${privilege}`, true])),
    });
    expect(response.status).toBe(200);
  }
  return account;
}

export function expectNoPrivilege(response: ApiResponse) {
  expect(response.status, JSON.stringify(response.body)).toBe(401);
  expect(response.body).toMatchObject({ success: false, error: "NotAuthorized", message: t("noPrivAccess") });
}

export function expectError(
  response: ApiResponse,
  status: number,
  key: string,
  vars: Record<string, string | number> = {},
) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.message).toBe(t(key, vars));
}
