/** Moved to worker/lib/groupAccess.ts; kept while other modules move their imports. */
export * from "../lib/groupAccess";
