/**
 * Same-file constants: what a simple name or `Type.Name` refers to (a `const` local or field), looking outwards
 * through blocks, functions and type bodies.
 */
import type { Node } from "web-tree-sitter";
import { identifiersNamed } from "../tree-sitter/words.js";
import { same } from "../tree-sitter/syntax.js";
import type { ScopeEntry, CSharpContext } from "./context.js";
import { declaratorValue, identifierName } from "./syntax.js";

const STRAIGHT_CONTAINERS = new Set(["block", "switch_section", "compilation_unit"]);

function hasModifier(declaration: Node, modifier: string): boolean {
  return declaration.namedChildren.some((c) => c.type === "modifier" && c.text === modifier);
}

function declaratorsOf(declaration: Node): Node[] {
  const variables = declaration.namedChildren.find((c) => c.type === "variable_declaration");
  return variables ? variables.namedChildren.filter((c) => c.type === "variable_declarator") : [];
}

function declaratorName(declarator: Node): string | undefined {
  return declarator.childForFieldName("name")?.text;
}

function fieldBindingIn(declaration: Node, name: string): ScopeEntry | undefined {
  for (const declarator of declaratorsOf(declaration)) {
    if (declaratorName(declarator) !== name) continue;
    const value = declaratorValue(declarator);
    return hasModifier(declaration, "const") && value ? { constant: true, value, declarator } : { constant: false };
  }
  return undefined;
}

/** Nodes that declare names of their own for what they contain: parameters, loop, catch and `using` variables. */
const DECLARING = new Set([
  "lambda_expression",
  "anonymous_method_expression",
  "local_function_statement",
  "method_declaration",
  "constructor_declaration",
  "destructor_declaration",
  "operator_declaration",
  "conversion_operator_declaration",
  "indexer_declaration",
  "accessor_declaration",
  "delegate_declaration",
  "class_declaration",
  "struct_declaration",
  "record_declaration",
  "for_statement",
  "foreach_statement",
  "using_statement",
  "fixed_statement",
  "catch_clause",
]);

/** Whether a DECLARING node declares `name` itself. */
function declaresName(node: Node, name: string): boolean {
  if (!DECLARING.has(node.type)) return false;
  for (const child of node.namedChildren) {
    if (child.type === "parameter_list" || child.type === "bracketed_parameter_list") {
      if (child.namedChildren.some((p) => p.type === "parameter" && p.childForFieldName("name")?.text === name))
        return true;
    } else if (child.type === "implicit_parameter" && child.text === name) {
      return true;
    } else if (child.type === "variable_declaration") {
      if (child.namedChildren.some((d) => d.type === "variable_declarator" && declaratorName(d) === name)) return true;
    } else if (child.type === "catch_declaration" && child.childForFieldName("name")?.text === name) {
      return true;
    }
  }
  if (node.type === "foreach_statement") {
    const left = node.childForFieldName("left");
    if (left?.descendantsOfType("identifier").some((i) => i.text === name)) return true;
  }
  if (node.type === "accessor_declaration" && name === "value") return true;
  return false;
}

/** What a block, switch section, top level or type body declares under a name, if anything. */
function bindingInScope(context: CSharpContext, scope: Node, name: string): ScopeEntry | undefined {
  const key = `${scope.id}:${name}`;
  if (context.scopes.has(key)) return context.scopes.get(key);
  let found: ScopeEntry | undefined;
  const { ancestors } = context;
  for (const identifier of identifiersNamed(context.ancestors, context.words, name, scope.startIndex, scope.endIndex)) {
    const parent = ancestors.parentOf(identifier);
    if (!parent || parent.childForFieldName("name")?.id !== identifier.id) continue;
    if (parent.type === "variable_declarator") {
      const variables = ancestors.parentOf(parent);
      const declaration = variables && ancestors.parentOf(variables);
      const above = declaration && ancestors.parentOf(declaration);
      const owner = above?.type === "global_statement" ? ancestors.parentOf(above) : above;
      if (!declaration || owner?.id !== scope.id) continue;
      if (declaration.type !== "local_declaration_statement" && declaration.type !== "field_declaration") continue;
      const value = declaratorValue(parent);
      found =
        hasModifier(declaration, "const") && value
          ? { constant: true, value, declarator: parent }
          : { constant: false };
      break;
    }
    if (scope.type === "declaration_list" && same(ancestors.parentOf(parent), scope)) {
      // A property, method or nested type of the same name.
      found = { constant: false };
      break;
    }
  }
  context.scopes.set(key, found);
  return found;
}

/** The constant a simple name refers to. */
export function resolveName(context: CSharpContext, identifier: Node, name: string): ScopeEntry | undefined {
  if (!constantNames(context).has(name)) return undefined;
  for (const scope of context.ancestors.of(identifier)) {
    if (STRAIGHT_CONTAINERS.has(scope.type) || scope.type === "declaration_list") {
      const found = bindingInScope(context, scope, name);
      if (found) return found;
    } else if (declaresName(scope, name)) {
      return { constant: false };
    }
  }
  return undefined;
}

/** The names the file declares `const` anywhere: a name not among them needs no look-up. */
function constantNames(context: CSharpContext): ReadonlySet<string> {
  if (!context.constants) {
    const names = new Set<string>();
    for (const at of context.words.starts("const")) {
      const keyword = context.ancestors.descendantForIndex(at, at + 5);
      const modifier = keyword?.type === "const" ? context.ancestors.parentOf(keyword) : null;
      const declaration = modifier ? (context.ancestors.parentOf(modifier) ?? undefined) : undefined;
      for (const declarator of declaration ? declaratorsOf(declaration) : []) {
        const name = declaratorName(declarator);
        if (name) names.add(identifierName(name));
      }
    }
    context.constants = names;
  }
  return context.constants;
}

/** The type declarations of the file with the given name. */
function typesNamed(context: CSharpContext, name: string): Node[] {
  if (!context.types) {
    context.types = new Map();
    for (const type of context.root.descendantsOfType([
      "class_declaration",
      "struct_declaration",
      "record_declaration",
      "interface_declaration",
    ])) {
      const typeName = type.childForFieldName("name")?.text;
      if (!typeName) continue;
      const list = context.types.get(typeName) ?? [];
      list.push(type);
      context.types.set(typeName, list);
    }
  }
  return context.types.get(name) ?? [];
}

/** The constant `Type.Name` refers to, when the file declares exactly one type of that name with that field. */
export function resolveMember(context: CSharpContext, node: Node): ScopeEntry | undefined {
  const owner = node.childForFieldName("expression");
  const member = node.childForFieldName("name");
  if (!owner || member?.type !== "identifier" || !constantNames(context).has(identifierName(member.text)))
    return undefined;
  const ownerName =
    owner.type === "identifier"
      ? owner.text
      : owner.type === "member_access_expression"
        ? owner.childForFieldName("name")?.text
        : undefined;
  if (!ownerName) return undefined;
  const types = typesNamed(context, ownerName);
  if (types.length !== 1) return undefined;
  const body = types[0]!.childForFieldName("body");
  if (!body) return undefined;
  for (const field of body.namedChildren) {
    if (field.type !== "field_declaration") continue;
    const found = fieldBindingIn(field, identifierName(member.text));
    if (found) return found;
  }
  return undefined;
}
