/** The schema's and published type and construct names a C# file declares itself: those are its own, not <kit>'s. */
import type { Node } from "web-tree-sitter";
import { same } from "../tree-sitter/syntax.js";
import type { ResolvedSettings } from "../../settings.js";

const DECLARATIONS = new Set([
  "class_declaration",
  "interface_declaration",
  "record_declaration",
  "struct_declaration",
  "enum_declaration",
]);

/**
 * One pattern per settings for all the names (the name as group 1), so that a file is scanned once. It finds what
 * a pattern per name would: the names are letters and digits, and a name is taken only where no word character
 * follows, so at most one matches at a keyword.
 */
const declarationPatterns = new WeakMap<ResolvedSettings, { unicode: RegExp; ascii: RegExp }>();

/** For an ASCII text: no Unicode classes, the same matches (`\b` is ASCII's in both), and faster to compile. */
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

/** The settings without the names the file declares; names added in settings stay (the user declares them anywhere). */
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
