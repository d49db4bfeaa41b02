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

const ID_START = /[\p{L}_]/u;
const ID_PART = /[\p{L}\p{N}_]/u;
const SPACE = /\s/;

const isSpace = (char: string | undefined): boolean =>
  char !== undefined && (char === " " || (char >= "\t" && char <= "\r") || (char > "\x7f" && SPACE.test(char)));

/** The end of the name (`@?[\p{L}_][\p{L}\p{N}_]*`, by code points) at `at`, or `at` where none starts. */
function nameEnd(text: string, at: number): number {
  let end = text[at] === "@" ? at + 1 : at;
  const first = text.codePointAt(end);
  if (first === undefined || !ID_START.test(String.fromCodePoint(first))) return at;
  end += first > 0xffff ? 2 : 1;
  for (let code = text.codePointAt(end); code !== undefined; code = text.codePointAt(end)) {
    if (!ID_PART.test(String.fromCodePoint(code))) break;
    end += code > 0xffff ? 2 : 1;
  }
  return end;
}

function skipSpaces(text: string, at: number): number {
  while (isSpace(text[at])) at++;
  return at;
}

/**
 * What follows `new` at `at`: the last name of a (qualified) type name followed by `(` or `{`, `null` for the `(`
 * of a target-typed `new()`, `undefined` for neither. A scan: a regular expression repeating `.name` keeps a
 * backtrack entry per name, which a name of millions of parts overflows.
 */
export function typeAfterNew(text: string, at: number): string | null | undefined {
  let from = skipSpaces(text, at);
  if (text[from] === "(") return null;
  let end = nameEnd(text, from);
  if (end === from) return undefined;
  for (;;) {
    let next = skipSpaces(text, end);
    if (text[next] === ".") next++;
    else if (text.startsWith("::", next)) next += 2;
    else break;
    next = skipSpaces(text, next);
    const after = nameEnd(text, next);
    if (after === next) break;
    from = next;
    end = after;
  }
  const close = text[skipSpaces(text, end)];
  return close === "(" || close === "{" ? text.slice(from, end) : undefined;
}

/**
 * The object creations that may be configurations, in document order: `new` followed by a configuration type
 * name, and every target-typed `new()`. Found from the words, not a tree walk, so that a file without
 * configurations costs little more than a scan; the tree then tells a keyword from a `new` in a string or comment.
 */
export function* creations(builder: Builder): Generator<Node> {
  const { text } = builder.context;
  for (const at of builder.context.words.starts("new")) {
    const type = typeAfterNew(text, at + 3);
    if (type === undefined || (type !== null && !builder.settings.typeNames.has(identifierName(type)))) continue;
    const keyword = builder.context.ancestors.descendantForIndex(at, at + 3);
    const creation = keyword?.type === "new" ? builder.context.ancestors.parentOf(keyword) : null;
    if (creation?.type === "object_creation_expression" || creation?.type === "implicit_object_creation_expression")
      yield creation;
  }
}
