import { useCallback } from "react";
import { useNavigate } from "react-router";
import { logout } from "../api/auth";
import { clearSettings, isLoggedIn } from "../settings";
import { forgetOfflineData } from "../offline";
import { queryClient } from "../queries/client";

/**
 * Logs out as spec §3 says: tells the server (while the credentials are still stored),
 * clears stored settings and cached data whatever the server answered, then goes to login.
 */
export async function performLogout(): Promise<void> {
  // What was done offline is sent first when it can be; then nothing of the account stays here.
  await forgetOfflineData();
  if (isLoggedIn()) {
    try {
      await logout();
    } catch {
      // The session ends on this device either way.
    }
  }
  clearSettings();
  queryClient.clear();
}

export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await performLogout();
    void navigate("/login", { replace: true });
  }, [navigate]);
}
