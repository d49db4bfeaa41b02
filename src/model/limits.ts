/**
 * How deep a front end follows a value (nested expressions, chains of constants, nested objects): beyond it the
 * value is unknown, which no rule reports on, so the call stack stays bounded on any input.
 */
export const MAX_DEPTH = 100;
