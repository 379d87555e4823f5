import { useMatches } from "react-router";
import type { RouteHandle } from "../navigation/handle";

/** The title parts of the deepest matched route that has any. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.section) return handle;
  }
  return {};
}
