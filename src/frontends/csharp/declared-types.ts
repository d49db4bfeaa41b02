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
 * Where a declaration of one of the schema's names or of the published names may stand (`class CosBackend`,
 * `record struct X`, `class DataForgeRemoteStateGcs`), one pattern per settings for all their names (not those
 * added in settings), the name as group 1: a file is scanned once, not once per name. At a keyword at most one
 * name can match (the schema's and the published names are letters and digits: where one name is another's start,
 * a letter or digit follows it, and the pattern takes a name only where none does), so the matches are those a
 * pattern per name finds.
 */
const declarationPatterns = new WeakMap<ResolvedSettings, { unicode: RegExp; ascii: RegExp }>();

/**
 * The pattern for a text: in an ASCII text, one without Unicode classes (`\b` is ASCII's in both), which finds the
 * same declarations and compiles in a fraction of the time.
 */
export function declarationPattern(settings: ResolvedSettings, ascii: boolean): RegExp {
  let patterns = declarationPatterns.get(settings);
  if (patterns === undefined) {
    const exact = [...settings.typeNames.exact.keys(), ...settings.constructNames.exact.keys()].filter(
      (name) => !settings.added.has(name),
    );
    const names = [
      ...exact.map((name) => name.replace(/\$/g, "\\$")),
      settings.typeNames.publishedSource,
      settings.constructNames.publishedSource,
    ];
    const source = (notAfter: string) =>
      String.raw`\b(?:class|interface|record|struct|enum)\s+(?:(?:class|struct)\s+)?@?(${names.join("|")})(?!${notAfter})`;
    patterns = {
      unicode: new RegExp(source(String.raw`[\p{L}\p{N}_]`), "gu"),
      ascii: new RegExp(source("[A-Za-z0-9_]"), "g"),
    };
    declarationPatterns.set(settings, patterns);
  }
  return ascii ? patterns.ascii : patterns.unicode;
}

/**
 * The settings without the schema's type and construct names, and the published names, the file declares itself
 * (`class CosBackend`, `record CosBackendConfig`, `class DataForgeRemoteStateGcs`): such a type is the file's own,
 * not <kit>'s. Names added in settings are the user's
 * own, declared wherever the user likes.
 */
export function withoutDeclared(
  root: Node,
  text: string,
  settings: ResolvedSettings,
  ascii: boolean,
): ResolvedSettings {
  const declared = new Set<string>();
  const pattern = declarationPattern(settings, ascii);
  for (const match of text.matchAll(pattern)) {
    const name = match[1]!;
    const at = match.index + match[0].length - name.length;
    const identifier = root.descendantForIndex(at, at + name.length);
    const declaration = identifier?.parent;
    if (declaration && DECLARATIONS.has(declaration.type) && same(declaration.childForFieldName("name"), identifier))
      declared.add(name);
  }
  if (declared.size === 0) return settings;
  return {
    ...settings,
    typeNames: settings.typeNames.without(declared),
    constructNames: settings.constructNames.without(declared),
  };
}
