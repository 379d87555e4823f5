import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter } from "./router";
import { queryClient } from "./queries";
import { convertLegacyHash } from "./navigation/guard";
import "./styles.css";

// Old shared links kept the route in the hash; move them to their path before routing starts.
const legacyTarget = convertLegacyHash(window.location.hash);
if (legacyTarget) window.history.replaceState(null, "", legacyTarget);

const router = createRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
