import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { findVariable } from "./ast-utils.js";

/** Where a name used in a file comes from. */
export interface NameOrigin {
  /** The exported name it refers to (`OssBackend` for `import { OssBackend as B }`), or `*` for a whole module. */
  readonly imported: string;
  /** The module it is imported or required from; undefined for globals and names declared in the file. */
  readonly module: string | undefined;
  /**
   * Declared in the file itself (a class, interface, type alias, function or enum of that name): the file's
   * own, not a library's, whatever its name.
   */
  readonly local?: true;
}

/** Scope definitions that declare a name in the file (not an import, `require` or other variable that may alias one). */
const LOCAL_DECLARATIONS = new Set(["ClassName", "Type", "FunctionName", "TSEnumName"]);

function requiredModule(node: TSESTree.Node | null | undefined): string | undefined {
  if (
    node?.type === "CallExpression" &&
    node.callee.type === "Identifier" &&
    node.callee.name === "require" &&
    node.arguments.length === 1 &&
    node.arguments[0]?.type === "Literal" &&
    typeof node.arguments[0].value === "string"
  ) {
    return node.arguments[0].value;
  }
  return undefined;
}

function propertyName(key: TSESTree.Node): string | undefined {
  if (key.type === "Identifier") return key.name;
  if (key.type === "Literal" && typeof key.value === "string") return key.value;
  return undefined;
}

/**
 * Resolves an identifier (a value or a type reference) to what it names: an import binding (named,
 * aliased, default, namespace), a `require` (whole or destructured), or else its own name.
 */
function resolveName(scope: TSESLint.Scope.Scope, identifier: TSESTree.Identifier): NameOrigin {
  const variable = findVariable(scope, identifier);
  const def = variable?.defs[0];
  if (!def) return { imported: identifier.name, module: undefined };
  if (variable.defs.some((d) => LOCAL_DECLARATIONS.has(d.type)))
    return { imported: identifier.name, module: undefined, local: true };
  if (def.type === "ImportBinding") {
    const declaration = def.parent;
    const module = declaration.type === "ImportDeclaration" ? declaration.source.value : undefined;
    const spec = def.node;
    if (spec.type === "ImportSpecifier") {
      const imported = spec.imported.type === "Identifier" ? spec.imported.name : spec.imported.value;
      return { imported, module };
    }
    if (spec.type === "ImportNamespaceSpecifier") return { imported: "*", module };
    if (spec.type === "ImportDefaultSpecifier") return { imported: "default", module };
    return { imported: identifier.name, module: undefined };
  }
  if (def.type === "Variable" && def.node.type === "VariableDeclarator") {
    const module = requiredModule(def.node.init);
    if (module !== undefined) {
      if (def.node.id.type === "Identifier") return { imported: "*", module };
      if (def.node.id.type === "ObjectPattern") {
        for (const property of def.node.id.properties) {
          if (property.type !== "Property") continue;
          const target = property.value.type === "AssignmentPattern" ? property.value.left : property.value;
          if (target === def.name) {
            const imported = property.computed ? undefined : propertyName(property.key);
            if (imported) return { imported, module };
          }
        }
      }
    }
  }
  return { imported: identifier.name, module: undefined };
}

/**
 * The exported name and module an entity reference resolves to: `OssBackend`, `kit.OssBackend`
 * (namespace import or `require`), or a type name `kit.OssBackendConfig`.
 */
export function resolveEntity(scope: TSESLint.Scope.Scope, node: TSESTree.Node): NameOrigin | undefined {
  if (node.type === "Identifier") {
    const origin = resolveName(scope, node);
    return origin.imported === "*" || origin.imported === "default" ? undefined : origin;
  }
  let object: TSESTree.Node | undefined;
  let name: string | undefined;
  if (node.type === "MemberExpression" && !node.computed && node.property.type === "Identifier") {
    object = node.object;
    name = node.property.name;
  } else if (node.type === "TSQualifiedName") {
    object = node.left;
    name = node.right.name;
  }
  if (!object || !name || object.type !== "Identifier") return undefined;
  const origin = resolveName(scope, object);
  if (origin.imported === "*" || origin.imported === "default") return { imported: name, module: origin.module };
  if (origin.local) return { imported: name, module: undefined, local: true };
  // A global or a local namespace-like object: only its name is known.
  return origin.module === undefined ? { imported: name, module: undefined } : undefined;
}
