/** What the Java front end knows of one file while it finds its configurations, with caches filled on demand. */
import type { Node } from "web-tree-sitter";
import type { ResolvedSettings } from "../../settings.js";
import { Ancestors } from "../tree-sitter/ancestors.js";
import { WordIndex } from "../tree-sitter/words.js";

/** A class of the file: its field names, with the initialiser of those that are constants (else null). */
export interface ClassInfo {
  readonly node: Node;
  readonly fields: Map<string, Node | null>;
}

/** Per-file state of the Java front end. */
export interface JavaContext {
  readonly root: Node;
  readonly text: string;
  readonly settings: ResolvedSettings;
  readonly ancestors: Ancestors;
  /** Java's words (identifiers, keywords): letters, digits, `_` and `$`. */
  readonly words: WordIndex;
  /** Class declarations by node id. */
  readonly classes: Map<number, ClassInfo>;
  /** Classes of the file by simple name (null: none, or several). */
  readonly classesByName: Map<string, ClassInfo | null>;
  /** Whether a name is declared as a local in a member, by `<member id>:<name>`. */
  readonly localNames: Map<string, boolean>;
  /** Constants being evaluated (a cycle makes a value unknown). */
  readonly evaluating: Set<number>;
}

/** Java identifier characters: letters, digits, connectors (`_`), currency signs (`$`), combining marks. */
const JAVA_WORD = /[\p{L}\p{N}\p{Pc}\p{Sc}\p{Mn}\p{Mc}]+/gu;

/** A fresh context for one file. */
export function javaContext(root: Node, text: string, settings: ResolvedSettings): JavaContext {
  return {
    root,
    text,
    settings,
    ancestors: new Ancestors(root),
    words: new WordIndex(text, JAVA_WORD),
    classes: new Map(),
    classesByName: new Map(),
    localNames: new Map(),
    evaluating: new Set(),
  };
}
