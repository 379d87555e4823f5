/** The guild area's own links (tavern, my guilds, discovery), in the language spoken. */
import layout from "../i18n/namespaces/layout";
import { translate } from "../i18n";

export function guildSectionLinks() {
  return [
    { to: "/groups/tavern", text: translate(layout, "navTavern") },
    { to: "/groups/myGuilds", text: translate(layout, "navMyGuilds") },
    { to: "/groups/discovery", text: translate(layout, "navDiscoverGuilds") },
  ];
}
