import { useEffect, useRef } from "react";
import { useLogout } from "../hooks/useLogout";
import { LoadingScreen } from "../components/LoadingScreen";
import auth from "../../../content/i18n/en/web/auth";
import { useT } from "../i18n";

/** Visiting /logout logs out and lands on the login screen. */
export function Component() {
  const t = useT(auth);
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    // Effects may run twice in development; log out once.
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <LoadingScreen label={t("loggingOut")} />;
}
