/**
 * Error texts the client compares or words itself before any catalogue has loaded (the
 * suspended-account logout of spec §8, a proxy's bare 413). Part of the error messages.
 */
export const criticalMessages = {
  accountSuspended: "This account has been suspended. Please write to support if you think this is a mistake.",
  payloadTooLarge: "That is too much to send at once: a request may carry at most {max}.",
} as const;
