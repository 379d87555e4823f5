/** Does the message mention this username (for highlighting the whole message)? Small, so it needs no renderer. */
export function mentions(text: string, username: string | undefined): boolean {
  if (!username) return false;
  const escaped = username.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\w@])@${escaped}(?![\\w-])`, "i").test(text);
}
