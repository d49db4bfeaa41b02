/** Where configurations start in a C# file: the object creations that may be configurations, and what each makes. */
import type { Node } from "web-tree-sitter";
import type { ConfigMatch } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import type { Ancestors } from "../tree-sitter/ancestors.js";
import { same } from "../tree-sitter/syntax.js";
import type { Builder } from "./context.js";
import { identifierName, typeName } from "./syntax.js";

type Match = ConfigMatch;

/** The type a target-typed `new()` gets from where it stands: a declaration, a property, a return. */
function targetTypeName(ancestors: Ancestors, node: Node): string | undefined {
  const parent = ancestors.parentOf(node);
  if (!parent) return undefined;
  switch (parent.type) {
    case "variable_declarator": {
      const declaration = ancestors.parentOf(parent);
      return declaration?.type === "variable_declaration" ? typeName(declaration.childForFieldName("type")) : undefined;
    }
    case "property_declaration":
      return typeName(parent.childForFieldName("type"));
    case "arrow_expression_clause":
    case "return_statement":
      return returnTypeName(ancestors, parent);
    default:
      return undefined;
  }
}

/** The declared type of what the enclosing method, local function or property returns. */
function returnTypeName(ancestors: Ancestors, node: Node): string | undefined {
  for (const n of ancestors.of(node)) {
    switch (n.type) {
      case "method_declaration":
        return typeName(n.childForFieldName("returns"));
      case "local_function_statement":
        return typeName(n.childForFieldName("type"));
      case "property_declaration":
        return typeName(n.childForFieldName("type"));
      case "lambda_expression":
      case "anonymous_method_expression":
      case "constructor_declaration":
      case "operator_declaration":
      case "conversion_operator_declaration":
      case "indexer_declaration":
      case "class_declaration":
        return undefined;
    }
  }
  return undefined;
}

/** Whether an argument is the configuration argument of a known construct (`new CosBackend(this, <here>)`). */
export function constructArgument(settings: ResolvedSettings, ancestors: Ancestors, argument: Node): Match | undefined {
  const list = ancestors.parentOf(argument);
  const creation = list && ancestors.parentOf(list);
  if (list?.type !== "argument_list" || creation?.type !== "object_creation_expression") return undefined;
  const construct = settings.constructNames.get(typeName(creation.childForFieldName("type")) ?? "");
  if (!construct) return undefined;
  const args = list.namedChildren.filter((c) => c.type === "argument");
  const label = argument.childForFieldName("name")?.text;
  const index = args.findIndex((a) => same(a, argument));
  const wanted = construct.configArgument < 0 ? args.length + construct.configArgument : construct.configArgument;
  // A named argument is taken by <kit>'s parameter name, `config`; positional ones by the construct's index.
  const matches =
    label !== undefined
      ? label === "config"
      : index === wanted && !args.slice(0, index).some((a) => a.childForFieldName("name"));
  return matches ? { kind: construct.kind, role: construct.role, typeName: construct.configType } : undefined;
}

export function matchConfig(settings: ResolvedSettings, ancestors: Ancestors, node: Node): Match | undefined {
  if (node.type === "object_creation_expression") {
    const name = typeName(node.childForFieldName("type"));
    const found = name === undefined ? undefined : settings.typeNames.get(name);
    return found && name ? { kind: found.kind, role: found.role, typeName: name } : undefined;
  }
  // Target-typed `new() { .. }`.
  const parent = ancestors.parentOf(node);
  if (parent?.type === "argument") return constructArgument(settings, ancestors, parent);
  const name = targetTypeName(ancestors, node);
  const found = name === undefined ? undefined : settings.typeNames.get(name);
  return found && name ? { kind: found.kind, role: found.role, typeName: name } : undefined;
}

/** What follows `new`, from a name's pattern: a (qualified) type name, or the `(` of a target-typed `new()`. */
const afterNew = (name: string, flags: string) =>
  new RegExp(String.raw`\s*(?:(${name}(?:\s*(?:\.|::)\s*${name})*)\s*[({]|\()`, flags);
export const AFTER_NEW = afterNew(String.raw`@?[\p{L}_][\p{L}\p{N}_]*`, "uy");
/** The same in an ASCII text, without Unicode classes (tests/frontends/csharp checks that both agree there). */
export const AFTER_NEW_ASCII = afterNew("@?[A-Za-z_][A-Za-z0-9_]*", "y");

/**
 * The object creations that may be configurations, in document order: `new` followed by a configuration type
 * name, and every target-typed `new()`. Found from the words, not a tree walk, so that a file without
 * configurations costs little more than a scan; the tree then tells a keyword from a `new` in a string or comment.
 */
export function* creations(builder: Builder): Generator<Node> {
  const { text } = builder.context;
  const pattern = builder.context.words.ascii ? AFTER_NEW_ASCII : AFTER_NEW;
  for (const at of builder.context.words.starts("new")) {
    pattern.lastIndex = at + 3;
    const after = pattern.exec(text);
    if (!after) continue;
    if (
      after[1] !== undefined &&
      !builder.settings.typeNames.has(identifierName(after[1].split(/\s*(?:\.|::)\s*/).at(-1)!))
    )
      continue;
    const keyword = builder.context.ancestors.descendantForIndex(at, at + 3);
    const creation = keyword?.type === "new" ? builder.context.ancestors.parentOf(keyword) : null;
    if (creation?.type === "object_creation_expression" || creation?.type === "implicit_object_creation_expression")
      yield creation;
  }
}
