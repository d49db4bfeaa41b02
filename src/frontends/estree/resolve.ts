import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { findVariable } from "./ast-utils.js";

export interface NameOrigin {
  /** `*` for a whole module. */
  readonly imported: string;
  /** Undefined for globals and names declared in the file. */
  readonly module: string | undefined;
  /** The file's own declaration of a name is not a library's, whatever its name. */
  readonly local?: true;
}

/** An import, `require` or other variable may alias a library's name; these only declare one. */
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

/** A namespace import or `require` passes the member's name on: `kit.OssBackend`, `kit.OssBackendConfig`. */
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
