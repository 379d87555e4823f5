import { describe, expect, it } from "vitest";
import { api } from "./helpers";

describe("API shell", () => {
  it("answers /status under v4, v3 and the root", async () => {
    for (const base of ["https://habitforge.test/api/v4", "https://habitforge.test/api/v3"]) {
      const response = await api("GET", "/status", { base });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ success: true, data: { status: "up" }, notifications: [] });
      expect(typeof response.body.appVersion).toBe("string");
    }
    const root = await api("GET", "/status", { base: "https://habitforge.test" });
    expect(root.body).toEqual({ status: "up" });
  });

  it("answers unknown API routes with a JSON 404 envelope", async () => {
    const response = await api("GET", "/no/such/route");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.body).toMatchObject({ success: false, error: "NotFound" });
    expect(typeof response.body.message).toBe("string");
  });
});
