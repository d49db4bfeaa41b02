/** What the Java front end knows of one file while it finds its configurations, with caches filled on demand. */
import type { Node } from "web-tree-sitter";
import type { ResolvedSettings } from "../../settings.js";
import { Ancestors } from "../tree-sitter/ancestors.js";
import { WordIndex, type WordSyntax } from "../tree-sitter/words.js";

/** Per-file state of the Java front end. */
export interface JavaContext {
  readonly root: Node;
  readonly text: string;
  readonly settings: ResolvedSettings;
  readonly ancestors: Ancestors;
  /** Java's words (identifiers, keywords): letters, digits, `_` and `$`. */
  readonly words: WordIndex;
  /** The fields of each name, by the id of the class declaring them: a constant's initialiser, else null. */
  readonly fieldsNamed: Map<string, Map<number, Node | null>>;
  /** The field of each name a class sees (its own or an enclosing class's), by the class's id. */
  readonly visibleFields: Map<string, Map<number, Node | null | undefined>>;
  /** Class declarations of the file by simple name (null: none, or several). */
  readonly classesByName: Map<string, Node | null>;
  /** Whether a name is declared as a local in a member, by `<member id>:<name>`. */
  readonly localNames: Map<string, boolean>;
  /** Constants being evaluated (a cycle makes a value unknown). */
  readonly evaluating: Set<number>;
}

/** Java identifier characters: letters, digits, connectors (`_`), currency signs (`$`), combining marks. */
const JAVA_CHAR = String.raw`[\p{L}\p{N}\p{Pc}\p{Sc}\p{Mn}\p{Mc}]`;
/** Java's words: runs of identifier characters (ASCII: letters, digits, `_`, `$`). */
export const JAVA_WORDS: WordSyntax = {
  pattern: new RegExp(`${JAVA_CHAR}+`, "gu"),
  asciiPattern: /[A-Za-z0-9_$]+/g,
  wordChar: JAVA_CHAR,
  asciiWordChar: "[A-Za-z0-9_$]",
};

/** A fresh context for one file. */
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
