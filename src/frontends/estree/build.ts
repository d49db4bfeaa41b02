/** Objects: the model of an object literal, spreads of same-file constants merged in place. */
import type { TSESTree } from "@typescript-eslint/utils";
import type { FieldSpec } from "../../schema/index.js";
import { fieldForKey } from "../../schema/index.js";
import type { ConfigEntry, ConfigObject, Span, StaticValue } from "../../model/index.js";
import { MAX_DEPTH } from "../../model/limits.js";
import { getStaticValue } from "./ast-utils.js";
import { constObjectOf } from "./bindings.js";
import type { ValueContext } from "./context.js";
import { computedKeyIsChecked } from "./key-checks.js";
import { isPure } from "./side-effects.js";
import { unwrap } from "./syntax.js";
import { evaluateValue, isLiteral } from "./values.js";

type Node = TSESTree.Node;

export interface BuildContext extends ValueContext {
  /** Asked lazily, at most once per literal, since with types it asks the checker (see keysChecked). Unset: never. */
  readonly keysChecked?: (node: TSESTree.ObjectExpression) => boolean;
}

function spanOf(node: Node | TSESTree.Token): Span {
  return { range: node.range, loc: node.loc };
}
function keyName(context: BuildContext, property: TSESTree.Property): string | undefined {
  if (!property.computed) {
    if (property.key.type === "Identifier") return property.key.name;
    if (property.key.type === "Literal") return String(property.key.value);
    return undefined;
  }
  const value = getStaticValue(property.key, context.sourceCode.getScope(property.key));
  return value && (typeof value.value === "string" || typeof value.value === "number")
    ? String(value.value)
    : undefined;
}

/**
 * Beyond it a value is unknown and a spread opaque, so that the stack stays bounded however long a chain of
 * constants a file writes (`const c2 = { ...c1 }`, thousands of times).
 */
const MAX_NESTING = MAX_DEPTH;

function objectOf(context: BuildContext, inner: Node): TSESTree.ObjectExpression | undefined {
  if (inner.type === "ObjectExpression") return inner;
  return inner.type === "Identifier" ? constObjectOf(context.sourceCode, inner) : undefined;
}

function valueOf(
  context: BuildContext,
  node: Node,
  field: FieldSpec | undefined,
  editable: boolean,
  seen: Set<Node>,
): StaticValue | (() => StaticValue) {
  const inner = unwrap(node);
  if (field?.type === "block" || field === undefined) {
    const object = objectOf(context, inner);
    if (object && seen.size >= MAX_NESTING) return { kind: "unknown", maybeUnset: false, origin: "other" };
    // A constant's object is not editable here: an edit would change every use of the constant.
    if (object) {
      const fields = field?.block?.fields ?? [];
      return { kind: "object", object: buildObject(context, object, fields, object === inner && editable, seen) };
    }
  }
  return evaluateValue(context, inner);
}

/** A constant's object is merged but not editable: an edit there would change every use of the constant. */
export function buildObject(
  context: BuildContext,
  node: TSESTree.ObjectExpression,
  fields: readonly FieldSpec[],
  editable: boolean,
  seen = new Set<Node>(),
): ConfigObject {
  const entries: ConfigEntry[] = [];
  if (seen.has(node)) {
    entries.push({ type: "opaque", reason: "spread", span: spanOf(node) });
    return { entries, fields, editable, span: spanOf(node), handle: node };
  }
  seen.add(node);
  let checked: boolean | undefined;
  const checkedHere = () => (checked ??= context.keysChecked?.(node) ?? false);
  for (const property of node.properties) {
    if (property.type === "SpreadElement") {
      entries.push(...spreadEntries(context, property, fields, editable, seen));
      continue;
    }
    const key = keyName(context, property);
    if (key === undefined) {
      entries.push({ type: "opaque", reason: "computed-key", span: spanOf(property) });
      continue;
    }
    // `__proto__: x` sets the prototype: no property of the object.
    if (
      key === "__proto__" &&
      !property.computed &&
      !property.shorthand &&
      property.kind === "init" &&
      !property.method
    )
      continue;
    const field = fieldForKey(fields, key);
    const plain = property.kind === "init" && !property.method;
    const evaluated = plain
      ? valueOf(context, property.value, field, editable, seen)
      : ({ kind: "unknown", maybeUnset: property.kind === "set", origin: "other" } as const);
    let value = typeof evaluated === "function" ? undefined : evaluated;
    let pure: boolean | undefined;
    entries.push({
      type: "property",
      key,
      field,
      // Asked of the type checker only when a rule first reads it (see evaluateValue).
      get value() {
        return (value ??= (evaluated as () => StaticValue)());
      },
      certain: true,
      editable,
      plain,
      literal: plain && !property.shorthand && isLiteral(property.value),
      // Asked only when an edit of the property is rendered as a fix (see keepsSideEffects).
      get pure() {
        return (pure ??= (!property.computed || isPure(property.key)) && isPure(property.value));
      },
      get keyChecked() {
        return checkedHere() && (!property.computed || computedKeyIsChecked(context, property.key));
      },
      span: spanOf(property),
      keySpan: spanOf(property.key),
      valueSpan: spanOf(property.value),
      handle: property,
    });
  }
  seen.delete(node);
  return { entries, fields, editable, span: spanOf(node), handle: node };
}

function spreadEntries(
  context: BuildContext,
  spread: TSESTree.SpreadElement,
  fields: readonly FieldSpec[],
  editable: boolean,
  seen: Set<Node>,
): ConfigEntry[] {
  const argument = unwrap(spread.argument);
  const object = seen.size < MAX_NESTING ? objectOf(context, argument) : undefined;
  if (object) return [...buildObject(context, object, fields, object === argument && editable, seen).entries];
  const conditional = argument.type === "ConditionalExpression" || argument.type === "LogicalExpression";
  return [{ type: "opaque", reason: conditional ? "conditional" : "spread", span: spanOf(spread) }];
}
