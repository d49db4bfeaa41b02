/** What the Java front end knows of one file, with caches filled on demand. */
import type { Node } from "web-tree-sitter";
import type { ResolvedSettings } from "../../settings.js";
import { Ancestors } from "../tree-sitter/ancestors.js";
import { WordIndex, type WordSyntax } from "../tree-sitter/words.js";

export interface JavaContext {
  readonly root: Node;
  readonly text: string;
  readonly settings: ResolvedSettings;
  readonly ancestors: Ancestors;
  readonly words: WordIndex;
  /** By name, then by the declaring class's id: a constant's initialiser, else null. */
  readonly fieldsNamed: Map<string, Map<number, Node | null>>;
  /** By name, then by class id: the field the class sees (its own or an enclosing class's). */
  readonly visibleFields: Map<string, Map<number, Node | null | undefined>>;
  /** By simple name; null for none or several. */
  readonly classesByName: Map<string, Node | null>;
  /** By `<member id>:<name>`. */
  readonly localNames: Map<string, boolean>;
  /** Constants being evaluated: a cycle makes a value unknown. */
  readonly evaluating: Set<number>;
}

/** Java identifier characters: letters, digits, connectors (`_`), currency signs (`$`), combining marks. */
const JAVA_CHAR = String.raw`[\p{L}\p{N}\p{Pc}\p{Sc}\p{Mn}\p{Mc}]`;
export const JAVA_WORDS: WordSyntax = {
  pattern: new RegExp(`${JAVA_CHAR}+`, "gu"),
  asciiPattern: /[A-Za-z0-9_$]+/g,
  wordChar: JAVA_CHAR,
  asciiWordChar: "[A-Za-z0-9_$]",
};

export function javaContext(root: Node, text: string, settings: ResolvedSettings): JavaContext {
  return {
    root,
    text,
    settings,
    ancestors: new Ancestors(root),
    words: new WordIndex(text, JAVA_WORDS),
    fieldsNamed: new Map(),
    visibleFields: new Map(),
    classesByName: new Map(),
    localNames: new Map(),
    evaluating: new Set(),
  };
}
