/** Names: a cheap test on what is written before the scope lookup, and whether what a name resolves to is <kit>'s. */
import type { TSESTree } from "@typescript-eslint/utils";
import type { NameTable, ResolvedSettings, TypeEntry } from "../../settings.js";
import type { DiscoverContext } from "./context.js";
import type { NameOrigin } from "./resolve.js";

/**
 * A file's own `interface GcsBackendConfig` or `class OssBackend` is not <kit>'s; with the `modules` setting only
 * names imported from those modules are.
 */
export function fromModule(context: DiscoverContext, origin: NameOrigin): boolean {
  // Names added in settings are the user's own, declared wherever the user likes.
  if (origin.local && !context.settings.added.has(origin.imported)) return false;
  const modules = context.settings.modules;
  return !modules || (origin.module !== undefined && modules.includes(origin.module));
}

/** `all` when the file may `require` the names under any name: then every name is resolved in full. */
interface LocalNames {
  readonly constructs: ReadonlySet<string>;
  readonly types: ReadonlySet<string>;
  readonly all: boolean;
}

const localNamesCache = new WeakMap<object, WeakMap<ResolvedSettings, LocalNames>>();

function localNames(context: DiscoverContext): LocalNames {
  const ast = context.sourceCode.ast;
  let bySettings = localNamesCache.get(ast);
  if (!bySettings) localNamesCache.set(ast, (bySettings = new WeakMap()));
  let names = bySettings.get(context.settings);
  if (!names) {
    const constructs = new Set<string>();
    const types = new Set<string>();
    for (const statement of ast.body) {
      if (statement.type !== "ImportDeclaration") continue;
      for (const spec of statement.specifiers) {
        if (spec.type !== "ImportSpecifier") continue;
        const imported = spec.imported.type === "Identifier" ? spec.imported.name : spec.imported.value;
        if (context.settings.constructNames.has(imported)) constructs.add(spec.local.name);
        if (context.settings.typeNames.has(imported)) types.add(spec.local.name);
      }
    }
    // `const { OssBackend: B } = require("kit")` may stand anywhere (see resolveName).
    names = { constructs, types, all: context.sourceCode.text.includes("require") };
    bySettings.set(context.settings, names);
  }
  return names;
}

/** A member reference resolves to its property's name. */
export function mayName(
  entity: TSESTree.Node,
  names: NameTable<TypeEntry>,
  context: DiscoverContext,
  kind: "constructs" | "types",
): boolean {
  if (entity.type === "Identifier") {
    if (names.has(entity.name)) return true;
    const locals = localNames(context);
    return locals.all || locals[kind].has(entity.name);
  }
  if (entity.type === "MemberExpression")
    return !entity.computed && entity.property.type === "Identifier" && names.has(entity.property.name);
  if (entity.type === "TSQualifiedName") return names.has(entity.right.name);
  return false;
}

/** Whole identifiers only: `$` is part of one. */
export function identifierPattern(tables: readonly NameTable<TypeEntry>[]): RegExp {
  return new RegExp(`(?<![\\w$])(?:${tables.map((t) => t.source).join("|")})(?![\\w$])`);
}
