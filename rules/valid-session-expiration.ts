import { fieldsWith, suggestValue, type Finding, type StaticValue } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";
import { allOf, isDigit, skipWhile } from "../src/util/scan.js";

type MessageId = "outOfRange" | "useBound";

/** Whether a trimmed text is a decimal number: a sign, digits, and digits after a point. */
function isDecimal(text: string): boolean {
  const start = text.startsWith("+") || text.startsWith("-") ? 1 : 0;
  const whole = skipWhile(text, start, isDigit);
  if (whole === start) return false;
  return whole === text.length || (text[whole] === "." && allOf(text, isDigit, whole + 1));
}

/** A number, or a string the tool reads as one (untyped JavaScript may write `"7200"`). */
function numberOf(value: StaticValue): number | undefined {
  if (value.kind === "number") return value.value;
  if (value.kind === "string" && isDecimal(value.value.trim())) return Number(value.value);
  return undefined;
}

export default createConfigRule({
  name: "valid-session-expiration",
  meta: {
    type: "problem",
    docs: {
      description:
        "Require assume-role session lifetimes to be whole numbers of seconds within the range the tool accepts.",
      recommended: "error",
    },
    hasSuggestions: true,
    messages: {
      outOfRange: '"{{property}}" is {{value}}; it must be a whole number of seconds from {{min}} to {{max}}.',
      useBound: "Use {{value}}.",
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { property, path, picked: range } of fieldsWith(config, (f) => f.integerRange)) {
      const value = numberOf(property.value);
      if (value === undefined) continue;
      if (Number.isInteger(value) && value >= range.min && value <= range.max) continue;
      const nearest = Number.isNaN(value) ? undefined : Math.min(range.max, Math.max(range.min, Math.round(value)));
      yield {
        messageId: "outOfRange",
        data: { property: path, value: String(value), min: range.min, max: range.max },
        at: property,
        ...(nearest !== undefined && {
          suggest: [suggestValue("useBound", property, nearest)],
        }),
      };
    }
  },
});
