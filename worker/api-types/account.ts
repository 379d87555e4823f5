/** The player's account beyond signing in: starting over, and bringing an account from the original game. */

/** POST /user/reset: the account as GET /user shows it, and the tasks the client should drop. */
export interface AccountReset {
  user: Record<string, unknown>;
  tasksToRemove: string[];
}

/** What this server offers for bringing an account from the original game. */
export interface ImportOptions {
  /** The verified import is set up on this server. */
  verified: boolean;
  /** An uploaded file may bring owned items here (the operator trusts files). */
  fileItems: boolean;
}
