/**
 * What one use of a local configuration does: sets a property (certainly in straight-line code, else maybe),
 * changes something inside one, replaces the object (the tracking ends), or lets it escape (an opaque entry).
 */
import type { Node } from "web-tree-sitter";
import type { ConfigEntry, ConfigObject, ConfigProperty } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import type { Ancestors } from "../tree-sitter/ancestors.js";
import { same } from "../tree-sitter/syntax.js";
import { spanOf } from "../tree-sitter/span.js";
import type { Builder } from "./context.js";
import { property } from "./initializers.js";
import { constructArgument } from "./starts.js";
import { declaratorValue, identifierName } from "./syntax.js";

/** Statements and expressions after which an assignment still certainly runs (straight-line code). */
const STRAIGHT = new Set([
  "expression_statement",
  "block",
  "global_statement",
  "using_statement",
  "lock_statement",
  "checked_statement",
  "unsafe_statement",
  "fixed_statement",
  "try_statement",
  "finally_clause",
  "assignment_expression",
  "parenthesized_expression",
]);

function isStraight(ancestors: Ancestors, node: Node, container: Node): boolean {
  for (const n of ancestors.of(node)) {
    if (same(n, container)) break;
    if (!STRAIGHT.has(n.type)) return false;
  }
  return true;
}

/** `c.A.B` or `c.A[0]` used as the target of an assignment, a call or `++`: something inside a property may change. */
function mutatesInside(ancestors: Ancestors, access: Node): Node | undefined {
  let top = access;
  for (
    let up = ancestors.parentOf(top);
    up &&
    ((up.type === "member_access_expression" && same(up.childForFieldName("expression"), top)) ||
      (up.type === "element_access_expression" && same(up.childForFieldName("expression"), top)));
    up = ancestors.parentOf(top)
  ) {
    top = up;
  }
  if (same(top, access)) return undefined;
  const parent = ancestors.parentOf(top);
  if (!parent) return undefined;
  if (parent.type === "assignment_expression" && same(parent.childForFieldName("left"), top)) return parent;
  if (parent.type === "invocation_expression" && same(parent.childForFieldName("function"), top)) return parent;
  const increments =
    (parent.type === "postfix_unary_expression" || parent.type === "prefix_unary_expression") &&
    parent.children.some((c) => c.type === "++" || c.type === "--");
  if (increments) return parent;
  return undefined;
}

/** The last property written for a key whose value is a block written here. */
function blockOf(entries: readonly ConfigEntry[], key: string): ConfigObject | undefined {
  const last = entries.findLast((e): e is ConfigProperty => e.type === "property" && e.key === key);
  return last?.field?.type === "block" && last.value.kind === "object" ? last.value.object : undefined;
}

export function useOf(
  builder: Builder,
  use: Node,
  container: Node,
  fields: readonly FieldSpec[],
  entries: ConfigEntry[],
): "stop" | undefined {
  const { ancestors } = builder.context;
  const parent = ancestors.parentOf(use);
  if (!parent) return undefined;
  const is = (field: string) => same(parent.childForFieldName(field), use);
  switch (parent.type) {
    case "member_access_expression": {
      if (!is("expression")) return undefined; // `x.c`: a member named like the local
      const key = parent.childForFieldName("name");
      const up = ancestors.parentOf(parent);
      if (
        key?.type === "identifier" &&
        up?.type === "assignment_expression" &&
        same(up.childForFieldName("left"), parent) &&
        up.childForFieldName("right")
      ) {
        const editable = ancestors.parentOf(up)?.type === "expression_statement";
        entries.push(property(builder, up, key, fields, { certain: isStraight(ancestors, up, container), editable }));
        return undefined;
      }
      const mutation = mutatesInside(ancestors, parent);
      if (!mutation) return undefined; // a read
      // `c.AssumeRole.RoleArn = ..`: a property of the block written above.
      const inner = mutation.type === "assignment_expression" ? mutation.childForFieldName("left") : null;
      const block =
        key && inner?.type === "member_access_expression" && same(inner.childForFieldName("expression"), parent)
          ? blockOf(entries, identifierName(key.text))
          : undefined;
      const innerKey = inner?.childForFieldName("name");
      if (block && innerKey?.type === "identifier" && mutation.childForFieldName("right")) {
        const editable = ancestors.parentOf(mutation)?.type === "expression_statement";
        (block.entries as ConfigEntry[]).push(
          property(builder, mutation, innerKey, block.fields, {
            certain: isStraight(ancestors, mutation, container),
            editable,
          }),
        );
      } else {
        entries.push({ type: "opaque", reason: "spread", span: spanOf(mutation) });
      }
      return undefined;
    }
    case "assignment_expression":
      // `new Other { c = .. }`: a property named like the local.
      if (is("left") && ancestors.parentOf(parent)?.type === "initializer_expression") return undefined;
      if (is("left")) return "stop"; // `c = ..`: another object from here on
      entries.push({ type: "opaque", reason: "spread", span: spanOf(parent) });
      return undefined;
    case "argument": {
      if (parent.children.some((c) => c.type === "ref" || c.type === "out" || c.type === "in")) {
        entries.push({ type: "opaque", reason: "spread", span: spanOf(parent) });
        return "stop";
      }
      if (same(parent.childForFieldName("name"), use)) return undefined; // `c: value`, a label
      if (constructArgument(builder.settings, ancestors, parent)) return undefined; // handed to the construct it configures
      entries.push({ type: "opaque", reason: "spread", span: spanOf(parent) });
      return undefined;
    }
    case "variable_declarator":
      if (same(declaratorValue(parent), use)) entries.push({ type: "opaque", reason: "spread", span: spanOf(parent) });
      return undefined;
    case "initializer_expression":
    case "expression_element":
    case "anonymous_object_creation_expression":
      entries.push({ type: "opaque", reason: "spread", span: spanOf(use) });
      return undefined;
    default:
      return undefined;
  }
}
