/** The two screens the browser tests play on: a 390×844 touch phone and a 1366×768 desktop. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1366, height: 768 } };

export const SCREENS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

/** The two screens every player-facing feature is tried on: a laptop and a touch phone. */
export const DEVICES = [
  { name: "desktop", use: { viewport: { width: 1366, height: 768 } } },
  { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;
