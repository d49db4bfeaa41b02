/** Deeper values are unknown, which no rule reports on, so the call stack stays bounded on any input. */
export const MAX_DEPTH = 100;
