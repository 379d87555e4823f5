/** The two screens every player-facing feature is tried on: a laptop and a touch phone. */
export const DEVICES = [
  { name: "desktop", use: { viewport: { width: 1366, height: 768 } } },
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;
