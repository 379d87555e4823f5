// What must never ship: the development routes' code in the deployed Worker bundle.
// `scripts/deploy.mjs` refuses a bundle that contains any of these; the unit tests prove both
// that the deploy entry is clean and that the check finds the routes where they are mounted.

/** Strings only the development routes' code contains. */
export const DEVELOPMENT_ROUTE_MARKERS = [
  "x-development-route",
  "/add-ten-gems",
  "/modify-inventory",
  "/seed-users",
  "/world-boss/:questKey",
  '"/outbox"',
  '"/d1-meter"',
];

/** The markers found in a bundle's text (none for a bundle fit to deploy). */
export function developmentRouteMarkersIn(bundleText) {
  return DEVELOPMENT_ROUTE_MARKERS.filter((marker) => bundleText.includes(marker));
}
