import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter } from "./router";
import { queryClient } from "./queries";
import { convertLegacyHash, loginPathFor } from "./navigation/guard";
import { installApiHandlers } from "./api/sync";
import "./styles.css";

// Old shared links kept the route in the hash; move them to their path before routing starts.
const legacyTarget = convertLegacyHash(window.location.hash);
if (legacyTarget) window.history.replaceState(null, "", legacyTarget);

const router = createRouter();

installApiHandlers({
  queryClient,
  // While the router runs a loader, that loader's own redirect decides where to go.
  navigate: (to) => {
    if (!router.state.initialized || router.state.navigation.state !== "idle") return;
    const { pathname, search } = router.state.location;
    void router.navigate(to === "/login" ? loginPathFor(pathname, search) : to, { replace: true });
  },
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
