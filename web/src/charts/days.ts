/** A game day's length; day numbers times this are the days' dates at midnight UTC. */
export const DAY_MS = 86_400_000;
