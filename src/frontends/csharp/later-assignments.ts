/** A configuration kept in a local: its uses after the declaration, each looked at by uses.ts. */
import type { Node } from "web-tree-sitter";
import type { ConfigEntry } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import type { Ancestors } from "../tree-sitter/ancestors.js";
import { same } from "../tree-sitter/syntax.js";
import { identifiersNamed } from "../tree-sitter/words.js";
import { addSkippedBranch, type Builder } from "./context.js";
import { declaratorValue, identifierName } from "./syntax.js";
import { useOf } from "./uses.js";

const FUNCTIONS = new Set(["lambda_expression", "anonymous_method_expression", "local_function_statement"]);

/** Whether a use of `name` refers to something else: a parameter or local of a lambda or local function. */
function isShadowed(ancestors: Ancestors, identifier: Node, name: string, container: Node): boolean {
  for (const n of ancestors.of(identifier)) {
    if (same(n, container)) break;
    if (FUNCTIONS.has(n.type)) {
      const params = n.childForFieldName("parameters");
      if (params?.type === "implicit_parameter" && params.text === name) return true;
      if (params?.namedChildren.some((p) => p.type === "parameter" && p.childForFieldName("name")?.text === name))
        return true;
      const body = n.childForFieldName("body");
      if (body?.descendantsOfType("variable_declarator").some((d) => d.childForFieldName("name")?.text === name))
        return true;
    }
  }
  return false;
}

/**
 * Properties assigned to a local in the statements after its declaration (`c.Region = "x";`): certain in
 * straight-line code, maybe inside `if`, `switch`, `catch`, loops and lambdas. Passed to anything but a construct,
 * or stored, the local adds an opaque entry (whoever gets it may set anything); a reassignment ends the tracking.
 */
export function laterEntries(
  builder: Builder,
  creation: Node,
  fields: readonly FieldSpec[],
  entries: ConfigEntry[],
): void {
  const { ancestors } = builder.context;
  const declarator = ancestors.parentOf(creation);
  if (declarator?.type !== "variable_declarator" || declaratorValue(declarator)?.id !== creation.id) return;
  const variables = ancestors.parentOf(declarator);
  const statement = variables && ancestors.parentOf(variables);
  if (statement?.type !== "local_declaration_statement") return;
  const above = ancestors.parentOf(statement);
  const anchor = above?.type === "global_statement" ? above : statement;
  const container = ancestors.parentOf(anchor);
  if (!container || !["block", "switch_section", "compilation_unit"].includes(container.type)) return;
  const written = declarator.childForFieldName("name")?.text;
  const name = written === undefined ? undefined : identifierName(written);
  if (!name) return;
  const { words } = builder.context;
  addSkippedBranch(builder.context, container, anchor.endIndex, entries);
  for (const use of identifiersNamed(ancestors, words, name, anchor.endIndex, container.endIndex)) {
    ancestors.reach(use, container);
    if (container.type === "compilation_unit" && !inGlobalStatement(ancestors, use, container)) continue;
    if (isShadowed(ancestors, use, name, container)) continue;
    if (useOf(builder, use, container, fields, entries) === "stop") return;
  }
}

/** Whether a node of the top level stands in a top-level statement (not in a type declared after them). */
function inGlobalStatement(ancestors: Ancestors, node: Node, unit: Node): boolean {
  let n = node;
  for (let up = ancestors.parentOf(n); up && up.id !== unit.id; up = ancestors.parentOf(n)) n = up;
  return n.type === "global_statement";
}
