/**
 * How deep a front end follows a value: nested expressions (`-(-(..))`, `"a" + "b" + ..`, parentheses), chains
 * of constants (`C2 = C1`, thousands of times) and nested objects. Beyond it the value is unknown (an object or
 * spread opaque), which no rule reports on: the call stack stays bounded on any input, whatever the stack size.
 */
export const MAX_DEPTH = 100;
