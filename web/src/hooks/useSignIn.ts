import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { SignInResult } from "../api/auth";
import { saveAuth } from "../settings";
import { safeRedirectTarget } from "../navigation/guard";
import { forgetSocialEmail } from "../signIn/trips";
import { queryClient } from "../queries/client";

/**
 * Stores the credentials a sign-in answered with and goes on to where the player was heading
 * (or to `to`, such as the group an invitation link offers; else to `landing`, the board unless
 * told: a new account lands on the welcome).
 */
export function useSignIn(landing?: string): (result: SignInResult, to?: string) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return useCallback(
    (result: SignInResult, to?: string) => {
      saveAuth({ apiId: result.id, apiToken: result.apiToken });
      // The address a refused provider sign-in left has served its purpose.
      forgetSocialEmail();
      queryClient.clear();
      const target = searchParams.get("redirectTo");
      void navigate(to ?? (!target && landing ? landing : safeRedirectTarget(target)), { replace: true });
    },
    [navigate, searchParams, landing],
  );
}
