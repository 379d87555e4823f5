import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter } from "./router";
import { convertLegacyHash, loginPathFor } from "./navigation/guard";
import { installApiHandlers } from "./api/sync";
import { startLanguage } from "./i18n";
import { startOffline } from "./offline";
import { startTheme } from "./theme";
import "./styles.css";
import { queryClient } from "./queries/client";

// Old shared links kept the route in the hash; move them to their path before routing starts.
const legacyTarget = convertLegacyHash(window.location.hash);
if (legacyTarget) window.history.replaceState(null, "", legacyTarget);

const router = createRouter();

installApiHandlers({
  queryClient,
  // A navigation under way finishes first (its own guard may already be heading to login).
  navigate: (to) => {
    const go = () => {
      const { pathname, search } = router.state.location;
      if (to === "/login" && pathname === "/login") return;
      void router.navigate(to === "/login" ? loginPathFor(pathname, search) : to, { replace: true });
    };
    // "Idle" can be a passing moment: a loader's redirect (the guard signing out a refused key)
    // starts its own navigation just after. Only a router still idle a moment later is settled.
    const settled = () => router.state.initialized && router.state.navigation.state === "idle";
    const wait = () => {
      const stop = router.subscribe(() => {
        if (!settled()) return;
        stop();
        check();
      });
    };
    const check = () => (settled() ? setTimeout(() => (settled() ? go() : wait()), 0) : wait());
    check();
  },
});

startOffline(queryClient);
startTheme();

// The first render waits for the language's catalogue (English needs none), so nothing flashes in English.
void startLanguage().finally(() =>
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  ),
);
