/**
 * Limits on what one request or one player may send: body size, open maps and list counts,
 * attempts at password checks and lookups, and webhook deliveries.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { t } from "../../content/i18n";
import { REQUEST_BODY_MAX_BYTES } from "../../content/data/constants";
import { api, BASE, freshAddress, register } from "./helpers";

describe("request bodies over the size limit", () => {
  it("are refused with 413 and the PayloadTooLarge envelope, and change nothing", async () => {
    const account = await register();
    // Valid JSON that would be applied if it were read: a setting padded with whitespace.
    const padded = `{"profile.name": "Too Big"${" ".repeat(REQUEST_BODY_MAX_BYTES)}}`;
    const response = await api("PUT", "/user", { auth: account, rawBody: padded });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ success: false, error: "PayloadTooLarge", message: t("payloadTooLarge", { max: "1 MiB" }) });
    const me = await api("GET", "/user", { auth: account });
    expect(me.body.data.profile.name).not.toBe("Too Big");
    // Just under the limit is still served.
    const fits = `{"profile.name": "Fits"${" ".repeat(REQUEST_BODY_MAX_BYTES - 100)}}`;
    expect((await api("PUT", "/user", { auth: account, rawBody: fits })).status).toBe(200);
  });

  it("are refused before anything runs, even without credentials", async () => {
    const huge = JSON.stringify({ username: "nobody", password: "x".repeat(2 * REQUEST_BODY_MAX_BYTES) });
    const response = await api("POST", "/user/auth/local/login", { rawBody: huge });
    expect(response.status).toBe(413);
    expect(response.body.error).toBe("PayloadTooLarge");
  });

  it("are refused when streamed without a length", async () => {
    const account = await register();
    const chunk = new TextEncoder().encode(" ".repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"profile.name": "Streamed"'));
        if (sent < 8) controller.enqueue(chunk);
        else {
          controller.enqueue(new TextEncoder().encode("}"));
          controller.close();
        }
        sent += 1;
      },
    });
    const response = await SELF.fetch(`${BASE}/user`, {
      method: "PUT",
      headers: { "x-api-user": account.id, "x-api-key": account.apiToken, "content-type": "application/json", "cf-connecting-ip": freshAddress() },
      body: stream,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("PayloadTooLarge");
    const me = await api("GET", "/user", { auth: account });
    expect(me.body.data.profile.name).not.toBe("Streamed");
  });
});
