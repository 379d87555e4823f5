import type { Privilege } from "./guard";
import type titles from "../i18n/namespaces/titles";

/** A page title's part: a key of the titles namespace. */
export type TitleKey = keyof (typeof titles)["en"];

/** What a route tells the shell: its title parts and who may open it. */
export interface RouteHandle {
  section?: TitleKey;
  subsection?: TitleKey;
  /** No login needed (static pages, sign-in screens). Inherited by child routes. */
  public?: boolean;
  /** Any one of these privileges (or fullAccess) opens the route. */
  privileges?: Privilege[];
  /**
   * The screen draws its own placeholders while the player's document loads: the app's shell
   * then shows it at once instead of the loading screen.
   */
  drawsWhileUserLoads?: boolean;
}
