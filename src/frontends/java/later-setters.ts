/**
 * A builder kept in a local variable (`var b = X.builder()...;`): the setters called on it in the statements
 * after its declaration, up to its first `.build()` in straight-line code.
 */
import type { Node } from "web-tree-sitter";
import type { ConfigEntry, ConfigObject } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import { same } from "../tree-sitter/syntax.js";
import { spanOf } from "../tree-sitter/span.js";
import { identifiersNamed } from "../tree-sitter/words.js";
import { chainFrom } from "./chains.js";
import type { JavaContext } from "./context.js";
import { entryOf } from "./setters.js";
import { declaresName } from "./syntax.js";

/** Where a setter may run zero or several times, or not at all: its property is "maybe set". */
const CONDITIONAL = new Set([
  "if_statement",
  "while_statement",
  "for_statement",
  "enhanced_for_statement",
  "do_statement",
  "switch_expression",
  "switch_block",
  "lambda_expression",
  "ternary_expression",
  "try_statement",
  "try_with_resources_statement",
  "catch_clause",
  "class_body",
  "method_reference",
]);

/** Where a local variable's later statements follow its declaration as siblings. */
export const BLOCKS = new Set(["block", "constructor_body", "switch_block_statement_group", "program"]);

/** Whether a use runs exactly once whenever its statement does: no CONDITIONAL node, `&&` or `||` between them. */
function straightLine(context: JavaContext, use: Node, statement: Node): boolean {
  for (const n of context.ancestors.of(use)) {
    if (CONDITIONAL.has(n.type)) return false;
    if (n.type === "binary_expression") {
      const operator = n.childForFieldName("operator")?.text;
      if (operator === "&&" || operator === "||") return false;
    }
    if (same(n, statement)) return true;
  }
  return true;
}

/**
 * Setters in a CONDITIONAL node are "maybe set"; the variable passed anywhere else makes an opaque entry.
 * Undefined for a builder neither built nor handed on.
 */
export function localBuilder(
  context: JavaContext,
  value: Node,
  declarator: Node,
  declaration: Node,
  entries: ConfigEntry[],
  fields: readonly FieldSpec[],
  construct: boolean,
): ConfigObject | undefined {
  const { ancestors } = context;
  const name = declarator.childForFieldName("name")?.text ?? "";
  /** A `.build()` anywhere, or the builder handed on. */
  let mayBeBuilt = false;
  const touched: Node[] = [declaration];
  let build: Node | undefined;
  const block = ancestors.parentOf(declaration);
  const statements = block?.namedChildren ?? [];
  const from = statements.findIndex((s) => s.id === declaration.id) + 1;
  scan: for (let i = from; i < statements.length; i++) {
    const sibling = statements[i]!;
    if (sibling.isExtra) continue;
    ancestors.setParent(sibling, block);
    let any = false;
    for (const use of identifiersNamed(context.ancestors, context.words, name, sibling.startIndex, sibling.endIndex)) {
      if (use.endIndex > sibling.endIndex) continue;
      if (!any) {
        touched.push(sibling);
        any = true;
      }
      ancestors.reach(use, sibling);
      const parent = ancestors.parentOf(use);
      if (!parent) continue;
      // `x.b`, a method named b, a label: not the variable.
      if (parent.type === "field_access" && same(parent.childForFieldName("field"), use)) continue;
      if (parent.type === "method_invocation" && same(parent.childForFieldName("name"), use)) continue;
      if (parent.type === "method_reference" && !same(parent.namedChildren[0], use)) continue;
      if (/^(break_statement|continue_statement|labeled_statement)$/.test(parent.type)) continue;
      if (declaresName(parent, use)) {
        // Another variable of the same name from here on (a lambda parameter, a nested declaration).
        entries.push({ type: "opaque", reason: "spread", span: spanOf(use) });
        break scan;
      }
      const certain = straightLine(context, use, sibling);
      if (parent.type === "assignment_expression" && same(parent.childForFieldName("left"), use)) {
        // Reassigned: from here on the variable holds another builder.
        entries.push({ type: "opaque", reason: "spread", span: spanOf(use) });
        break scan;
      }
      if (parent.type === "method_invocation" && same(parent.childForFieldName("object"), use)) {
        const chain = chainFrom(use, (n) => ancestors.parentOf(n));
        for (const setter of chain.setters) entries.push(entryOf(context, setter, fields, certain, construct));
        if (chain.build) {
          mayBeBuilt = true;
          if (certain) {
            build = chain.build;
            break scan;
          }
          continue;
        }
        const end = ancestors.parentOf(chain.end);
        if (chain.consumed || end?.type === "expression_statement" || (end?.type === "lambda_expression" && !certain))
          continue;
        entries.push({ type: "opaque", reason: "spread", span: spanOf(chain.end) });
        continue;
      }
      entries.push({ type: "opaque", reason: "spread", span: spanOf(use) });
    }
  }
  if (!mayBeBuilt && !entries.some((e) => e.type === "opaque")) return undefined;
  return {
    entries,
    fields,
    editable: build !== undefined,
    span: spanOf(value),
    handle: build ?? value,
  };
}
