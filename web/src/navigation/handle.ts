import type { Privilege } from "./guard";

/** What a route tells the shell: its title parts and who may open it. */
export interface RouteHandle {
  section?: string;
  subsection?: string;
  /** No login needed (static pages, sign-in screens). Inherited by child routes. */
  public?: boolean;
  /** Any one of these privileges (or fullAccess) opens the route. */
  privileges?: Privilege[];
}
