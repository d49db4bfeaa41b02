/**
 * Import-graph reach: whether a configuration type can be reached from a file (through its imports,
 * re-exports, ambient module blocks and global declarations) at all, so that the checker need not be asked.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { mentionsPublished, type NameTable, type ResolvedSettings, type TypeEntry } from "../../../settings.js";
import { JS_FILE } from "../constants.js";
import { identifierPattern } from "../names.js";
import type { TypedFacts } from "./facts.js";

/** A file, or an ambient `declare module "<name>" {..}` block: what an import can reach. */
type Unit = ts.SourceFile | ts.ModuleDeclaration;

interface Reach {
  /** Whether a configuration type's name is written in a unit, or it pulls in what the scan cannot follow. */
  readonly mentions: (unit: Unit) => boolean;
  /** A global declaration (a script, a global augmentation) may name a configuration type. */
  everywhere: boolean;
  /** Per unit: whether its import closure writes a configuration type's name. */
  readonly known: Map<Unit, boolean>;
}

/**
 * What a file's syntax pulls in besides import, export-from and `import = require` statements: an
 * `import("..")` type, an `import(..)` call, and in a JavaScript file a `require(..)` call or a JSDoc `@import`
 * (and `import("..")` types in JSDoc). `specifier` is the module's name, or undefined when it is no string
 * literal: that cannot be followed.
 */
interface Pull {
  /** Where the keyword ends (what TypeScript's own scan looks at). */
  readonly at: number;
  /** How it resolves (a key of the resolution cache): `import()`, `require`, `import-type` or `@import`. */
  readonly form: string;
  readonly specifier: ts.StringLiteralLike | undefined;
  /** Import attributes or options (`resolution-mode`, ..): the resolution is not shared with other pulls. */
  readonly attributes: boolean;
}

/** Per program and settings (one program serves a whole lint run). */
const reaches = new WeakMap<ts.Program, WeakMap<ResolvedSettings, Reach>>();
/** Per source text and name pattern: source files are shared by the programs of one project. */
const mentionCache = new Map<string, WeakMap<Unit, boolean>>();
/** Per source file (shared by the programs of one project): its pulls, in the order of the text. */
const pullCache = new WeakMap<ts.SourceFile, readonly Pull[]>();
/**
 * A text that may pull something in: `import` or `require` before `(` or `?.` (after spaces, comments or a
 * JSDoc line's `*`), or `@import`. Comments and strings pass too: the syntax tree decides (see pullsOf).
 */
const PULL = /\b(?:import|require)(?=[\s*]*(?:\(|\?\.|\/[/*]))|@import\b/g;

function reachOf(facts: TypedFacts, settings: ResolvedSettings): Reach {
  const t = facts.ts;
  const program = facts.services.program;
  let bySettings = reaches.get(program);
  if (!bySettings) reaches.set(program, (bySettings = new WeakMap()));
  const cached = bySettings.get(settings);
  if (cached) return cached;
  const names = { table: settings.typeNames, pattern: identifierPattern([settings.typeNames]) };
  let cache = mentionCache.get(names.pattern.source);
  if (!cache) mentionCache.set(names.pattern.source, (cache = new WeakMap()));
  const memo = cache;
  const mentions = (unit: Unit): boolean => {
    let known = memo.get(unit);
    if (known === undefined) {
      known = writesName(t, unit, names) || unitPulls(t, unit).some((p) => !p.specifier);
      memo.set(unit, known);
    }
    return known;
  };
  const reach: Reach = { mentions, everywhere: false, known: new Map() };
  bySettings.set(settings, reach);
  reach.everywhere = globalsReach(facts, reach, names);
  return reach;
}

/** The configuration types' names, as a table and as a pattern for text (see identifierPattern). */
interface Names {
  readonly table: NameTable<TypeEntry>;
  readonly pattern: RegExp;
}

/**
 * Whether a unit writes a configuration type's name. TypeScript's parser keeps the text of every identifier
 * and string literal of a file in the file's `identifiers` map: a TypeScript file whose map holds none of the
 * names writes none, and one that does is a file that writes one (a block of it is then looked at as text).
 * A JavaScript file's text is searched, comments too: its JSDoc types are comments (a name in another comment
 * costs a needless question at worst). In a TypeScript file, comments give no types.
 */
function writesName(t: typeof ts, unit: Unit, names: Names): boolean {
  const file = t.isSourceFile(unit) ? unit : unit.getSourceFile();
  const identifiers = (file as ts.SourceFile & { identifiers?: unknown }).identifiers;
  if (identifiers instanceof Map && (file.flags & t.NodeFlags.JavaScriptFile) === 0) {
    if (!writesIdentifier(file.text, identifiers as ReadonlyMap<string, unknown>, names.table)) return false;
    if (unit === file) return true;
  }
  const text = textOf(t, unit);
  // A search for the names as text first (the identifier pattern's costs more): most files write none.
  return names.table.mentions(text) && names.pattern.test(text);
}

/**
 * Whether a TypeScript file's identifiers hold a name of the table: an exact name by a look-up each; a published
 * name by a look at every identifier, only in a file whose text holds what every published name holds.
 */
function writesIdentifier(text: string, identifiers: ReadonlyMap<string, unknown>, table: NameTable<TypeEntry>) {
  for (const name of table.exact.keys()) if (identifiers.has(name)) return true;
  if (!mentionsPublished(text)) return false;
  for (const name of identifiers.keys()) if (table.isPublished(name)) return true;
  return false;
}

/** A unit's text (a block's with the comments before it). */
function textOf(t: typeof ts, unit: ts.Node): string {
  return t.isSourceFile(unit) ? unit.text : unit.getSourceFile().text.slice(unit.pos, unit.end);
}

/**
 * Whether a global declaration may reach a configuration type: a statement of a script (other than a
 * `declare module "<name>"` block) that names one or pulls in what reaches one; a module's `declare global`
 * or `export as namespace` when the module's closure reaches one; a `global {..}` block in a
 * `declare module "<name>"` block when that block's closure does. A JavaScript file is a module when
 * TypeScript says so (an ES module, or CommonJS: `require`, `module.exports`, `exports.x`).
 */
function globalsReach(facts: TypedFacts, reach: Reach, names: Names): boolean {
  const t = facts.ts;
  const program = facts.services.program;
  const isGlobal = (s: ts.Statement) => t.isModuleDeclaration(s) && (s.flags & t.NodeFlags.GlobalAugmentation) !== 0;
  const isAmbientModule = (s: ts.Statement): s is ts.ModuleDeclaration =>
    t.isModuleDeclaration(s) && t.isStringLiteral(s.name);
  for (const file of program.getSourceFiles()) {
    if (program.isSourceFileDefaultLibrary(file)) continue;
    if (isModule(t, file)) {
      if (
        file.statements.some((s) => isGlobal(s) || t.isNamespaceExportDeclaration(s)) &&
        unitReaches(facts, reach, file)
      )
        return true;
    } else {
      // A script: its declarations are global, except `declare module "<name>"` blocks, seen through imports.
      const named = writesName(t, file, names);
      const pulls = pullsOf(t, file);
      if (named || pulls.length > 0) {
        for (const s of file.statements) {
          if (isAmbientModule(s)) continue;
          if (named && names.pattern.test(textOf(t, s))) return true;
          for (const pull of pulls) {
            if (pull.at < s.pos || pull.at >= s.end) continue;
            if (!pull.specifier || resolvePull(facts, file, pull).some((u) => unitReaches(facts, reach, u)))
              return true;
          }
        }
      }
    }
    for (const s of file.statements) {
      if (
        isAmbientModule(s) &&
        s.body &&
        t.isModuleBlock(s.body) &&
        s.body.statements.some(isGlobal) &&
        unitReaches(facts, reach, s)
      )
        return true;
    }
  }
  return false;
}

/**
 * Whether a file is a module: an ES module, or a JavaScript file the binder found CommonJS in (TypeScript
 * keeps that on the source file; were it missing, the file counts as a script, whose declarations are global).
 */
function isModule(t: typeof ts, file: ts.SourceFile): boolean {
  return (
    t.isExternalModule(file) ||
    (JS_FILE.test(file.fileName) &&
      (file as ts.SourceFile & { commonJsModuleIndicator?: ts.Node }).commonJsModuleIndicator !== undefined)
  );
}

/** The pulls of a unit: of the whole file, or within a `declare module "<name>"` block. */
function unitPulls(t: typeof ts, unit: Unit): readonly Pull[] {
  if (t.isSourceFile(unit)) return pullsOf(t, unit);
  return pullsOf(t, unit.getSourceFile()).filter((p) => p.at >= unit.pos && p.at < unit.end);
}

/**
 * What a file pulls in, found as TypeScript's program finds it (forEachDynamicImportOrRequireCall): at each
 * `import` or `require` of the text, the innermost node there, descending into JSDoc in a JavaScript file
 * (TypeScript reads no JSDoc types in a TypeScript file). Words in comments and strings find no such node.
 * What TypeScript would not follow but may still pull types in counts too: with no specifier, `import(x)` of
 * anything but a string literal, and in a JavaScript file `require(x)` or `require("a", "b")`; followed,
 * `require?.("a")` (the checker types it as `require("a")`, though the program does not resolve it).
 */
function pullsOf(t: typeof ts, file: ts.SourceFile): readonly Pull[] {
  let pulls = pullCache.get(file);
  if (pulls) return pulls;
  const found: Pull[] = [];
  const js = (file.flags & t.NodeFlags.JavaScriptFile) !== 0;
  PULL.lastIndex = 0;
  if ((js || mayImportDynamically(t, file)) && PULL.test(file.text)) {
    PULL.lastIndex = 0;
    for (let m = PULL.exec(file.text); m; m = PULL.exec(file.text)) {
      const at = m.index + m[0].length;
      const pull = pullAt(t, nodeAt(t, file, at, js), at, js);
      if (pull) found.push(pull);
    }
  }
  pulls = found;
  pullCache.set(file, pulls);
  return pulls;
}

/**
 * Whether TypeScript's parser met an `import("..")` type or an `import(..)` call in a file (its flag
 * PossiblyContainsDynamicImport, on which TypeScript's own scan for them waits too); true when the flag is
 * unknown to this version of TypeScript. In a TypeScript file nothing else pulls anything in.
 */
function mayImportDynamically(t: typeof ts, file: ts.SourceFile): boolean {
  const flag = (t.NodeFlags as unknown as { PossiblyContainsDynamicImport?: number }).PossiblyContainsDynamicImport;
  return flag === undefined || (file.flags & flag) !== 0;
}

function pullAt(t: typeof ts, node: ts.Node, at: number, js: boolean): Pull | undefined {
  const literal = (n: ts.Node | undefined) => (n && t.isStringLiteralLike(n) ? n : undefined);
  if (t.isImportTypeNode(node)) {
    const argument = node.argument;
    const specifier = t.isLiteralTypeNode(argument) ? literal(argument.literal) : undefined;
    return { at, form: "import-type", specifier, attributes: node.attributes !== undefined };
  }
  if (t.isCallExpression(node)) {
    const args = node.arguments;
    if (node.expression.kind === t.SyntaxKind.ImportKeyword)
      return { at, form: "import()", specifier: literal(args[0]), attributes: args.length > 1 };
    if (js && t.isIdentifier(node.expression) && node.expression.text === "require") {
      const specifier = args.length === 1 ? literal(args[0]) : undefined;
      return { at, form: "require", specifier, attributes: false };
    }
    return undefined;
  }
  // JSDoc `@import` (TypeScript 5.5 and later).
  if (js && node.kind === t.SyntaxKind.JSDocImportTag) {
    const tag = node as ts.JSDocImportTag;
    return { at, form: "@import", specifier: literal(tag.moduleSpecifier), attributes: tag.attributes !== undefined };
  }
  return undefined;
}

/**
 * The innermost node that holds a position (a node holds the comments before it), as TypeScript's
 * getNodeAtPosition finds it: with JSDoc in a JavaScript file, and not into `import.meta`; nor into the `?.` of
 * `require?.(..)`, which TypeScript's scan stops at.
 */
function nodeAt(t: typeof ts, file: ts.SourceFile, at: number, jsDoc: boolean): ts.Node {
  const holds = (n: ts.Node) => n.pos <= at && (at < n.end || (at === n.end && n.kind === t.SyntaxKind.EndOfFileToken));
  const inArray = (nodes: ts.NodeArray<ts.Node>) => {
    // Nodes of an array follow each other: the last one that starts at or before the position.
    let low = 0;
    let high = nodes.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (nodes[mid]!.pos <= at) low = mid;
      else high = mid - 1;
    }
    const node = nodes[low];
    return node && holds(node) ? node : undefined;
  };
  let current: ts.Node = file;
  for (;;) {
    const docs = jsDoc ? (current as ts.Node & { jsDoc?: readonly ts.Node[] }).jsDoc : undefined;
    const child = docs?.find(holds) ?? t.forEachChild(current, (n) => (holds(n) ? n : undefined), inArray);
    if (!child || t.isMetaProperty(child) || child.kind === t.SyntaxKind.QuestionDotToken) return current;
    current = child;
  }
}

/**
 * The files and ambient module blocks a pull names (none for a module that does not resolve: it is `any`).
 * `file` is the unit when it is a file (the answer is then shared with the file's other pulls of the same form).
 */
function resolvePull(facts: TypedFacts, file: ts.SourceFile | undefined, pull: Pull): readonly Unit[] {
  return pull.specifier ? resolve(facts, file, pull.specifier, pull.attributes ? undefined : pull.form) : [];
}

/**
 * The files and ambient module blocks that a unit's import, export-from and `import = require` statements name,
 * and what it pulls in otherwise (see pullsOf).
 */
function importedUnits(facts: TypedFacts, unit: Unit): Unit[] {
  const t = facts.ts;
  const file = t.isSourceFile(unit) ? unit : undefined;
  const block = t.isModuleDeclaration(unit) ? unit.body : undefined;
  const statements = file ? file.statements : block && t.isModuleBlock(block) ? block.statements : [];
  const out: Unit[] = [];
  for (const statement of statements) {
    let specifier: ts.Expression | undefined;
    let attributes: ts.Node | undefined;
    if (t.isImportDeclaration(statement) || t.isExportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      attributes = statement.attributes;
    } else if (t.isImportEqualsDeclaration(statement) && t.isExternalModuleReference(statement.moduleReference)) {
      specifier = statement.moduleReference.expression;
    }
    if (!specifier) continue;
    out.push(...resolve(facts, file, specifier, attributes ? undefined : String(statement.kind)));
  }
  for (const pull of unitPulls(t, unit)) out.push(...resolvePull(facts, file, pull));
  return out;
}

/**
 * What a module specifier names, through the checker. `form` (how the module is asked for: the kind of
 * statement, or a pull's form) lets the answer be shared, undefined not; only for specifiers of a file's own.
 */
function resolve(facts: TypedFacts, file: ts.SourceFile | undefined, specifier: ts.Expression, form?: string) {
  const t = facts.ts;
  let cache = resolutions.get(facts.services.program);
  if (!cache) resolutions.set(facts.services.program, (cache = new Map<string, readonly Unit[]>()));
  // A specifier resolves alike, for one module format and import syntax, from files of one directory, or
  // for a relative one, to the same path from anywhere.
  const directory = file?.fileName.slice(0, file.fileName.lastIndexOf("/") + 1);
  const key =
    file && form !== undefined && t.isStringLiteralLike(specifier)
      ? `${String(file.impliedNodeFormat)}\0${form}\0${relativeTarget(directory!, specifier.text) ?? `${directory}\0${specifier.text}`}`
      : undefined;
  let targets = key === undefined ? undefined : cache.get(key);
  if (!targets) {
    // An unresolved module is `any`: it holds no configuration type.
    const declarations = facts.checker.getSymbolAtLocation(specifier)?.declarations ?? [];
    targets = declarations.filter((d): d is Unit => t.isSourceFile(d) || t.isModuleDeclaration(d));
    if (key !== undefined) cache.set(key, targets);
  }
  return targets;
}

/**
 * The path a relative specifier (`./x`, `../x`, `.`, `..`) names from a directory (ending with `/`);
 * undefined for other specifiers, and for unusual relative ones (left to the resolver each time).
 */
function relativeTarget(directory: string, specifier: string): string | undefined {
  let dir = directory.slice(0, -1);
  let rest = specifier;
  if (rest === "." || rest === "..") rest += "/";
  if (!rest.startsWith("./") && !rest.startsWith("../")) return undefined;
  for (;;) {
    if (rest.startsWith("./")) rest = rest.slice(2);
    else if (rest.startsWith("../")) {
      rest = rest.slice(3);
      dir = dir.slice(0, dir.lastIndexOf("/"));
    } else break;
  }
  if (rest.startsWith(".") || rest.includes("/.") || rest.includes("//")) return undefined;
  return `${dir}/${rest}`;
}

/** Module resolutions per program, by module format, import syntax and what the specifier names. */
const resolutions = new WeakMap<ts.Program, Map<string, readonly Unit[]>>();

/**
 * Whether an object in this file can have a configuration type as its contextual type at all. Types come
 * from declarations: in the file, in what it imports (directly, or through other imports, re-exports,
 * ambient `declare module "<name>"` blocks, and what the syntax pulls in: `import("..")` types and calls, in
 * JavaScript `require("..")` and JSDoc `@import`), or global ones. A file whose whole import closure never
 * writes the name of a configuration type (default or from settings) cannot reach one (a type that extends one
 * writes the name, or imports it, where it is declared), so the TypeChecker need not be asked about its
 * objects. What cannot be followed (`import(x)` or, in JavaScript, `require(x)` of anything but a string) counts
 * as reaching one, and so do global declarations that reach one (see globalsReach). Words in comments pull
 * nothing in. Computed once per file and program.
 */
export function mayReachConfigTypes(facts: TypedFacts, settings: ResolvedSettings, file: ts.SourceFile): boolean {
  const reach = reachOf(facts, settings);
  return reach.everywhere || unitReaches(facts, reach, file);
}

/** Whether global declarations (scripts, `declare global`, UMD namespaces) may reach a configuration type. */
export function globalsMayNameConfigTypes(facts: TypedFacts, settings: ResolvedSettings): boolean {
  return reachOf(facts, settings).everywhere;
}

/** Whether the module an import declaration names (its source string) may reach a configuration type. */
export function moduleMayReachConfigTypes(
  facts: TypedFacts,
  settings: ResolvedSettings,
  source: TSESTree.StringLiteral,
): boolean {
  const reach = reachOf(facts, settings);
  if (reach.everywhere) return true;
  const specifier = facts.services.esTreeNodeToTSNodeMap.get(source);
  if (!specifier) return true;
  // An unresolved module is `any`: it holds no configuration type.
  const declarations = facts.checker.getSymbolAtLocation(specifier)?.declarations ?? [];
  return declarations.some(
    (d) => !(facts.ts.isSourceFile(d) || facts.ts.isModuleDeclaration(d)) || unitReaches(facts, reach, d),
  );
}

function unitReaches(facts: TypedFacts, reach: Reach, file: Unit): boolean {
  const known = reach.known.get(file);
  if (known !== undefined) return known;
  // Breadth first over the import graph, stopping at the first unit that writes a name.
  const from = new Map<Unit, Unit | undefined>([[file, undefined]]);
  const queue: Unit[] = [file];
  // (An array's iterator reads its length at every step: units pushed meanwhile are visited too.)
  for (const unit of queue) {
    const state = reach.known.get(unit);
    if (state === false) continue;
    if (state === true || reach.mentions(unit)) {
      for (let u: Unit | undefined = unit; u; u = from.get(u)) reach.known.set(u, true);
      return true;
    }
    for (const next of importedUnits(facts, unit)) {
      if (!from.has(next)) {
        from.set(next, unit);
        queue.push(next);
      }
    }
  }
  // Nothing in the closure names a configuration type: nor in the closure of anything in it.
  for (const unit of queue) reach.known.set(unit, false);
  return false;
}
