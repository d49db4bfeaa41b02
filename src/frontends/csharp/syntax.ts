/** Small questions about C# nodes: the name a type is written with, an initializer, a declarator's value. */
import type { Node } from "web-tree-sitter";

/** An identifier's name without the `@` that lets a keyword be one (`@class` names `class`). */
export function identifierName(text: string): string {
  return text.startsWith("@") ? text.slice(1) : text;
}

/** The simple name a type is written with: `CosBackendConfig`, `Io.Kit.CosBackendConfig`, `CosBackendConfig?`. */
export function typeName(type: Node | null): string | undefined {
  if (!type) return undefined;
  switch (type.type) {
    case "identifier":
      return identifierName(type.text);
    case "qualified_name":
    case "alias_qualified_name":
      return typeName(type.childForFieldName("name"));
    case "nullable_type":
      return typeName(type.childForFieldName("type") ?? type.firstNamedChild);
    default:
      return undefined;
  }
}

/** The `{ .. }` of an object creation (or the node itself, for a nested `Block = { .. }`). */
export function initializerOf(node: Node): Node | undefined {
  if (node.type === "initializer_expression") return node;
  return (
    node.childForFieldName("initializer") ??
    node.namedChildren.find((c) => c.type === "initializer_expression") ??
    undefined
  );
}

export const OBJECT_FORMS = new Set([
  "object_creation_expression",
  "implicit_object_creation_expression",
  "initializer_expression",
]);

/** The value a variable declarator is initialised with (`x = <value>`). */
export function declaratorValue(declarator: Node): Node | undefined {
  let afterEquals = false;
  for (const child of declarator.children) {
    if (afterEquals && child.isNamed) return child;
    if (child.type === "=") afterEquals = true;
  }
  return undefined;
}
