/** Deeper values are unknown, so the call stack stays bounded on any input. */
export const MAX_DEPTH = 100;
