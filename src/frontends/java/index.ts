/**
 * The Java front end: <kit>'s configuration builders in a tree-sitter Java tree, as the language-neutral
 * model (binding "java"), and the model's edits as Java text. Pure functions: no ESLint here.
 *
 * Understood:
 * - Builder chains of every configuration type named in the settings (SEED.md's names and the user's):
 *   `X.builder()...build()`, `new X.Builder()...build()`, qualified (`com.kit.X.builder()`); and construct
 *   builders `C.Builder.create(scope, "id")...build()` of every construct named in the settings, whose
 *   setters are the configuration's fields (as <kit>'s construct builders have them).
 * - A builder kept in a local variable (`var b = X.builder()...;`): the setters called on it in the
 *   statements after its declaration, up to its first `.build()` in straight-line code (the object is
 *   editable, for insertions before that `.build()`, only when there is one). Setters inside `if`,
 *   loops, lambdas, `try`/`catch`, `switch`, `?:`, `&&`/`||` or anonymous classes are "maybe set" (`certain`
 *   false). The variable passed to a method, returned, stored or aliased makes an opaque entry (anything may
 *   be set there); reassigning or shadowing it ends what is known.
 * - A builder certainly never built (a chain discarded as a statement or ending in `toString()`, a local
 *   builder neither built nor handed on) makes no configuration. A chain handed on unbuilt (an argument,
 *   a return value) is one, with an opaque entry at its end.
 * - Every setter is a property keyed by its name, the field whose `spelling.java` it is; a setter that is no
 *   field is an unknown key (`field` undefined). `keyChecked` is always true: javac rejects an unknown setter.
 * - Values: string literals with every escape (octal, `\s`, Unicode escapes), text blocks (incidental
 *   indentation stripped, line continuations), int and long literals (underscores, `L`, hex, octal, binary),
 *   floating-point literals, booleans, `null` (`nothing`); `+` concatenation of constants (with Java's
 *   string conversion), integer and floating arithmetic, unary minus, numeric casts; same-file `static final`
 *   constants and interface constants, by simple name from an enclosing class (unless a local of the same
 *   name may shadow it) or qualified by a class of the file (`Consts.BUCKET`). `System.getenv("X")` and
 *   `System.getenv().get("X")` are unknown with origin `env` (maybe unset); `Files.readString(..)`,
 *   `new String(Files.readAllBytes(..))` and their `.trim()`/`.strip()` are unknown with origin `file`.
 *   `Map.of`, `List.of`, `Arrays.asList`, `Collections.emptyMap/emptyList` for map and list fields are data.
 * - Nested blocks, as <kit>'s Java binding writes a struct: `.assumeRole(OssAssumeRole.builder().roleArn("..")
 *   .build())` (or `new OssAssumeRole.Builder()`), and a same-file constant holding one (not editable).
 * - `config(..)` on a construct's builder (when `config` is no field) hands over a whole configuration: an
 *   opaque entry; the configuration passed, when written as a builder chain, is found on its own.
 *
 * Not understood (the value is unknown, or the builder is not found): builders obtained from helper methods,
 * fields or `toBuilder()`; a builder assigned to a variable after its declaration (`b = X.builder();`: its
 * chain is found, then taken as passed on, opaque); setters after the first straight-line `.build()`, or
 * before a `.build()` in a branch, as a configuration of their own; `final` locals as constants; constants
 * of other files or static imports; characters and hexadecimal floating-point literals as values; a block
 * kept in a local variable; `.config(cfg)` with `cfg` a variable (the opaque entry says anything may be
 * set); the `modules` setting (Java has packages, not modules: every builder of a known name counts).
 *
 * Edits: remove a setter call (its line too when it stands alone; a local builder's statement whose every
 * call goes is removed whole, or becomes `{}` as the body of an `if`/loop or a lambda), replace a value
 * (Java literals), rename a setter, replace a setter by others (same line structure), insert setters before
 * `.build()`.
 */
import type { Node } from "web-tree-sitter";
import type { ConfigLiteral, Edit } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import type { TextEdit } from "../tree-sitter/text-edit.js";
import { findConfigs } from "./discover.js";
import { renderEdits } from "./render.js";

export type { TextEdit } from "../tree-sitter/text-edit.js";
export { renderJavaLiteral } from "./values.js";

/** Every configuration written in a Java file, in source order. */
export function findJavaConfigs(root: Node, text: string, settings: ResolvedSettings): ConfigLiteral[] {
  return findConfigs(root, text, settings);
}

/** The model's edits as text edits on the Java file (sorted, not overlapping). */
export function renderJavaEdits(text: string, edits: readonly Edit[]): TextEdit[] {
  return renderEdits(text, edits);
}
