import { useEffect, useRef } from "react";
import { useLogout } from "../hooks/useLogout";
import { LoadingScreen } from "../components/LoadingScreen";

/** Visiting /logout logs out and lands on the login screen. */
export function Component() {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    // Effects may run twice in development; log out once.
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <LoadingScreen label="Logging you out…" />;
}
