/** Every API answer, success or error, tells browsers not to guess its type. */
import { describe, expect, it } from "vitest";
import { REQUEST_BODY_MAX_BYTES } from "../../content/data/constants";
import { api, register } from "./helpers";

describe("API answers", () => {
  it("carry X-Content-Type-Options: nosniff, whatever the outcome", async () => {
    const account = await register();
    const answers = [
      await api("GET", "/status"),
      await api("GET", "/user", { auth: account }),
      await api("GET", "/user"),
      await api("GET", "/no/such/route"),
      await api("POST", "/user/auth/local/login", { rawBody: "{" }),
      await api("PUT", "/user", { auth: account, rawBody: " ".repeat(REQUEST_BODY_MAX_BYTES + 1) }),
      await api("GET", "/content"),
      await api("GET", "/status", { base: "https://habitforge.test/api/v3" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404, 400, 413, 200, 200]);
    for (const answer of answers) expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
