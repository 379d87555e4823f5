// The player's saved colour theme, put on the page before anything is drawn (the loading screen
// included): a file of its own, since the page's Content-Security-Policy allows no inline script.
// The app keeps applying it once it starts (web/src/theme.ts, the same key and values).
try {
  const theme = localStorage.getItem("habitforge-theme");
  if (theme === "light" || theme === "dark") document.documentElement.setAttribute("data-theme", theme);
} catch {
  // No storage (private mode, blocked): the system's theme applies.
}
