/** The two screens the browser tests play on: a 390×844 touch phone and a 1366×768 desktop. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1366, height: 768 } };

export const SCREENS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;
