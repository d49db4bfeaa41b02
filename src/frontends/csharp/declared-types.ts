/** The type and construct names a C# file declares itself: such a type is the file's own, not <kit>'s. */
import type { Node } from "web-tree-sitter";
import { same } from "../tree-sitter/syntax.js";
import type { ResolvedSettings } from "../../settings.js";

/** Declarations of a type name (see withoutDeclared). */
const DECLARATIONS = new Set([
  "class_declaration",
  "interface_declaration",
  "record_declaration",
  "struct_declaration",
  "enum_declaration",
]);

/**
 * The settings without the schema's type and construct names the file declares itself (`class CosBackend`,
 * `record CosBackendConfig`): such a type is the file's own, not <kit>'s. Names added in settings are the user's
 * own, declared wherever the user likes.
 */
export function withoutDeclared(root: Node, text: string, settings: ResolvedSettings): ResolvedSettings {
  const declared = new Set<string>();
  for (const name of [...settings.typeNames.keys(), ...settings.constructNames.keys()]) {
    // The pattern matches the name as written (a `$` escaped): a file that does not hold it is not scanned.
    if (settings.added.has(name) || !text.includes(name)) continue;
    const pattern = new RegExp(
      String.raw`\b(?:class|interface|record|struct|enum)\s+(?:(?:class|struct)\s+)?@?${name.replace(/\$/g, "\\$")}(?![\p{L}\p{N}_])`,
      "gu",
    );
    for (const match of text.matchAll(pattern)) {
      const at = match.index + match[0].length - name.length;
      const identifier = root.descendantForIndex(at, at + name.length);
      const declaration = identifier?.parent;
      if (declaration && DECLARATIONS.has(declaration.type) && same(declaration.childForFieldName("name"), identifier))
        declared.add(name);
    }
  }
  if (declared.size === 0) return settings;
  const keep = <V>(names: ReadonlyMap<string, V>) => new Map([...names].filter(([name]) => !declared.has(name)));
  return { ...settings, typeNames: keep(settings.typeNames), constructNames: keep(settings.constructNames) };
}
