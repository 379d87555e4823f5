import { errorMessages } from "./errors";

/** Every English text by message key. New message families are spread in here. */
export const en: Record<string, string> = {
  ...errorMessages,
};
