/** The pages under Guilds in the header: the tavern everyone shares, one's guilds, and discovering more. */
export const GUILD_SECTION_LINKS = [
  { to: "/groups/tavern", text: "Tavern" },
  { to: "/groups/myGuilds", text: "My guilds" },
  { to: "/groups/discovery", text: "Discover guilds" },
];
