/**
 * The public API's paths on the real server, static client included: the Worker answers the
 * API and the export before the client's pages do, so an unknown path there is a JSON 404 and
 * never the web page; the API opens to other origins while the pages do not.
 */
import { expect, registerByApi, test } from "./fixtures";

test("the API and the export answer JSON, never the web page, and only they open to other origins", async ({
  request,
}) => {
  const navigate = { "Sec-Fetch-Mode": "navigate", Accept: "text/html" };
  for (const path of [
    "/export/no-such-file",
    "/export/avatar-someone.png",
    "/api/v3/no/such/route",
    "/api/v4/nowhere/at/all",
  ]) {
    const response = await request.get(path, { headers: navigate });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toContain("application/json");
    expect(await response.json(), path).toMatchObject({ success: false, error: "NotFound" });
  }

  const account = await registerByApi(request, "tools");
  const credentials = { "x-api-user": account.id, "x-api-key": account.apiToken, Origin: "https://tools.example" };
  const exported = await request.get("/export/userdata.json", { headers: credentials });
  expect(exported.status()).toBe(200);
  expect(exported.headers()["content-disposition"]).toContain("attachment");
  expect(((await exported.json()) as { _id: string })._id).toBe(account.id);
  expect(exported.headers()["access-control-allow-origin"]).toBe("*");

  const user = await request.get("/api/v3/user", { headers: credentials });
  expect(user.headers()["access-control-allow-origin"]).toBe("*");
  expect(Number(user.headers()["x-ratelimit-remaining"])).toBeGreaterThan(0);

  const page = await request.get("/", { headers: { ...navigate, Origin: "https://tools.example" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["access-control-allow-origin"]).toBeUndefined();
});
