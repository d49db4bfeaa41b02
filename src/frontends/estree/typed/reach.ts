/**
 * Import-graph reach: whether a configuration type can be reached from a file (through its imports,
 * re-exports, ambient module blocks and global declarations) at all, so that the checker need not be asked.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import type { ResolvedSettings } from "../../../settings.js";
import { JS_FILE } from "../constants.js";
import { identifierPattern } from "../names.js";
import type { TypedFacts } from "./facts.js";

/** A file, or an ambient `declare module "<name>" {..}` block: what an import can reach. */
type Unit = ts.SourceFile | ts.ModuleDeclaration;

interface Reach {
  /** Whether a configuration type's name is written in a unit (or something the scan cannot follow). */
  readonly mentions: (unit: Unit) => boolean;
  /** A global declaration (a script, a global augmentation) may name a configuration type. */
  readonly everywhere: boolean;
  /** Per unit: whether its import closure writes a configuration type's name. */
  readonly known: Map<Unit, boolean>;
}

/** Per program and settings (one program serves a whole lint run). */
const reaches = new WeakMap<ts.Program, WeakMap<ResolvedSettings, Reach>>();
/** Per source text and name pattern: source files are shared by the programs of one project. */
const mentionCache = new Map<string, WeakMap<Unit, boolean>>();
/** What pulls types in without an import statement: `import("..")` types and calls, `require(..)`, JSDoc `@import`. */
const UNFOLLOWED = /\bimport\s*\(|\brequire\s*\(|@import\b/;
const COMMONJS = /\brequire\s*\(|\bmodule\.exports\b|\bexports\.\w/;

function reachOf(facts: TypedFacts, settings: ResolvedSettings): Reach {
  const t = facts.ts;
  const program = facts.services.program;
  let bySettings = reaches.get(program);
  if (!bySettings) reaches.set(program, (bySettings = new WeakMap()));
  const cached = bySettings.get(settings);
  if (cached) return cached;
  const pattern = identifierPattern(settings.typeNames.keys());
  let cache = mentionCache.get(pattern.source);
  if (!cache) mentionCache.set(pattern.source, (cache = new WeakMap()));
  const memo = cache;
  const textOf = (unit: ts.Node) =>
    t.isSourceFile(unit) ? unit.text : unit.getSourceFile().text.slice(unit.pos, unit.end);
  const mentions = (unit: Unit): boolean => {
    let known = memo.get(unit);
    if (known === undefined) {
      const text = textOf(unit);
      memo.set(unit, (known = pattern.test(text) || UNFOLLOWED.test(text)));
    }
    return known;
  };
  let everywhere = false;
  for (const file of program.getSourceFiles()) {
    if (everywhere) break;
    if (program.isSourceFileDefaultLibrary(file) || !mentions(file)) continue;
    if (t.isExternalModule(file) || (JS_FILE.test(file.fileName) && COMMONJS.test(file.text))) {
      // A module: seen through imports, except its `declare global` blocks and `export as namespace`.
      everywhere = file.statements.some(
        (s) =>
          (t.isModuleDeclaration(s) && (s.flags & t.NodeFlags.GlobalAugmentation) !== 0) ||
          t.isNamespaceExportDeclaration(s),
      );
    } else {
      // A script: its declarations are global, except `declare module "<name>"` blocks, seen through imports.
      everywhere = file.statements.some(
        (s) => !(t.isModuleDeclaration(s) && t.isStringLiteral(s.name)) && pattern.test(textOf(s)),
      );
    }
  }
  const reach: Reach = { mentions, everywhere, known: new Map() };
  bySettings.set(settings, reach);
  return reach;
}

/** The files and ambient module blocks that a unit's import, export-from and `import = require` statements name. */
function importedUnits(facts: TypedFacts, unit: Unit): Unit[] {
  const t = facts.ts;
  const program = facts.services.program;
  let cache = resolutions.get(program);
  if (!cache) resolutions.set(program, (cache = new Map<string, readonly Unit[]>()));
  const file = t.isSourceFile(unit) ? unit : undefined;
  const directory = file?.fileName.slice(0, file.fileName.lastIndexOf("/") + 1);
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
    // A specifier resolves alike, for one module format and import syntax, from files of one directory, or
    // for a relative one, to the same path from anywhere.
    const key =
      file && !attributes && t.isStringLiteral(specifier)
        ? `${String(file.impliedNodeFormat)}\0${statement.kind}\0${relativeTarget(directory!, specifier.text) ?? `${directory}\0${specifier.text}`}`
        : undefined;
    let targets = key === undefined ? undefined : cache.get(key);
    if (!targets) {
      // An unresolved module is `any`: it holds no configuration type.
      const declarations = facts.checker.getSymbolAtLocation(specifier)?.declarations ?? [];
      targets = declarations.filter((d): d is Unit => t.isSourceFile(d) || t.isModuleDeclaration(d));
      if (key !== undefined) cache.set(key, targets);
    }
    out.push(...targets);
  }
  return out;
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
 * from declarations: in the file, in what it imports (directly, or through other imports, re-exports and
 * ambient `declare module "<name>"` blocks), or global ones. A file whose whole import closure never writes
 * the name of a configuration type (default or from settings) cannot reach one (a type that extends one
 * writes the name, or imports it, where it is declared), so the TypeChecker need not be asked about its
 * objects. What the scan cannot follow (`import("..")`, `require`, JSDoc `@import`, global augmentations,
 * global scripts that write a name) counts as reaching one. Computed once per file and program.
 */
export function mayReachConfigTypes(facts: TypedFacts, settings: ResolvedSettings, file: ts.SourceFile): boolean {
  const reach = reachOf(facts, settings);
  return reach.everywhere || unitReaches(facts, reach, file);
}

/** Whether global declarations (scripts, `declare global`, UMD namespaces) may name a configuration type. */
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
