/**
 * Sign-in through Google and Apple (spec §7 Auth), mounted at /user/auth: what this server
 * offers, the trip to the provider, registering or logging in with what it answers, linking a
 * provider to the signed-in account and unlinking it while another way to log in remains
 * (worker/lib/socialSignIn does the work).
 */
import { generateCodeVerifier } from "arctic";
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { SOCIAL_SIGN_IN_TTL_MINUTES } from "../../content/data/constants";
import { paramMessage } from "../../content/i18n/params";
import { USERNAME_MAX } from "../../content/rules/accountNames";
import { GameError } from "../../content/rules/errors";
import { database } from "../../db/client";
import type { AppEnv } from "../env";
import { issueAccountCode } from "../lib/accounts";
import { configuredNetworks, isNetwork, requireProvider } from "../lib/identity";
import { profileFrom, signInWith, unlinkSocial, type SignInResult, type SignInSession } from "../lib/socialSignIn";
import { requestLanguage } from "../lib/language";
import { canSendMail } from "../mail/mailer";
import { siteOrigin } from "../mail/messages";
import { authenticate, timezoneOffsetHeader } from "../middleware/auth";
import { ok } from "../middleware/envelope";
import { authenticateIfSent, rateLimit } from "../middleware/rateLimit";
import { body, query, str } from "../middleware/validate";
import type { AuthOptions, ProviderTrip } from "../api-types/auth";

const flag = v.optional(
  v.union([v.boolean(), v.picklist(["true", "false"], paramMessage("paramTrueFalse"))], paramMessage("paramTrueFalse")),
);
const networkField = v.string(paramMessage("paramString"));

const socialSchema = v.object({
  network: networkField,
  allowRegister: flag,
  username: v.optional(str(USERNAME_MAX * 2)),
  authResponse: v.object(
    {
      code: v.optional(str(2000, 1)),
      state: v.optional(str(200, 1)),
      id_token: v.optional(str(10_000, 1)),
    },
    paramMessage("paramEither", { first: "an object with a code and state,", second: "an id_token" }),
  ),
});

const appleQuerySchema = v.object({
  allowRegister: flag,
  code: v.optional(str(2000, 1)),
  state: v.optional(str(200, 1)),
  id_token: v.optional(str(10_000, 1)),
  name: v.optional(str(200)),
  username: v.optional(str(USERNAME_MAX * 2)),
  groupInvite: v.optional(str(2000)),
});

function origin(c: Context<AppEnv>): string {
  return siteOrigin(c.env, c.req.url) ?? new URL(c.req.url).origin;
}

/** Who started a trip to a provider: the signed-in player, or nobody. */
const callerId = (c: Context<AppEnv>) => c.get("user")?._id ?? null;

/** The request as a sign-in needs it. */
function session(c: Context<AppEnv>): SignInSession {
  return {
    me: c.get("user"),
    client: c.req.header("x-client"),
    language: requestLanguage(c),
    groupInvite: c.req.query("groupInvite"),
    timezoneOffset: () => timezoneOffsetHeader(c),
    setUser: (user) => c.set("user", user),
  };
}

function answer(c: Context<AppEnv>, result: SignInResult) {
  return ok(c, result.data, result.options);
}

const allowed = (value: boolean | "true" | "false" | undefined) => value !== false && value !== "false";

export const socialAuthRoutes = new Hono<AppEnv>()
  /** What the sign-in screens may offer on this server. */
  .get("/options", (c) => ok<AuthOptions>(c, { mail: canSendMail(c.env), providers: configuredNetworks(c.env) }))
  /**
   * Starts a trip to a provider: answers the address to send the browser to. The trip is
   * remembered (hashed, for a few minutes) with the PKCE secret and who started it.
   */
  .post("/provider-url", authenticateIfSent, rateLimit("provider-url"), async (c) => {
    const input = await body(c, v.object({ network: networkField }));
    const provider = requireProvider(c.env, input.network, origin(c));
    const codeVerifier = generateCodeVerifier();
    const state = await issueAccountCode(database(c.env.DB), {
      kind: "social-state",
      userId: c.get("user")?._id,
      data: { network: provider.network, codeVerifier },
      ttlMs: SOCIAL_SIGN_IN_TTL_MINUTES * 60_000,
    });
    return ok<ProviderTrip>(c, { url: provider.authorizationUrl(state, codeVerifier).toString(), state });
  })
  .post("/social", authenticateIfSent, rateLimit("social"), async (c) => {
    const input = await body(c, socialSchema);
    const db = database(c.env.DB);
    const profile = await profileFrom(c.env, db, callerId(c), origin(c), input.network, input.authResponse);
    return answer(
      c,
      await signInWith(c.env, db, session(c), profile, {
        allowRegister: allowed(input.allowRegister),
        username: input.username?.trim() || undefined,
      }),
    );
  })
  /** Apple's return, as a form post: handed on to the client's page, which finishes with the GET below. */
  .post("/apple", async (c) => {
    requireProvider(c.env, "apple", origin(c));
    const form = await c.req.parseBody();
    const field = (name: string, max: number) => {
      const value = Object.hasOwn(form, name) ? form[name] : undefined;
      return typeof value === "string" && value.length <= max ? value : undefined;
    };
    const next = new URLSearchParams();
    const error = field("error", 200);
    const code = field("code", 2000);
    const state = field("state", 200);
    if (error || !code) next.set("error", error ?? "no_code");
    else {
      next.set("code", code);
      if (state) next.set("state", state);
      const user = field("user", 2000);
      if (user) {
        try {
          const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
          const name = [parsed.name?.firstName, parsed.name?.lastName]
            .filter((part) => typeof part === "string" && part)
            .join(" ");
          if (name) next.set("name", name.slice(0, 100));
        } catch {
          // Apple's user field is a courtesy; without it the account starts with its username as name.
        }
      }
    }
    return c.redirect(`/static/apple-redirect?${next.toString()}`, 303);
  })
  .get("/apple", authenticateIfSent, rateLimit("social"), async (c) => {
    const input = query(c, appleQuerySchema);
    const db = database(c.env.DB);
    const profile = await profileFrom(c.env, db, callerId(c), origin(c), "apple", {
      code: input.code,
      state: input.state,
      id_token: input.id_token,
    });
    return answer(
      c,
      await signInWith(c.env, db, session(c), profile, {
        allowRegister: allowed(input.allowRegister),
        username: input.username?.trim() || undefined,
        name: input.name,
      }),
    );
  })
  .delete("/social/:network", authenticate, async (c) => {
    const network = c.req.param("network");
    if (!isNetwork(network)) throw new GameError("BadRequest", "unsupportedNetwork");
    c.set("user", await unlinkSocial(database(c.env.DB), c.get("user"), network));
    // Data alone, as the public API answers it.
    return ok(c, {});
  });
