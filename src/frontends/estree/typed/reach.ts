/** Whether a file's imports can reach a configuration type at all: if not, the checker need not be asked. */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { mentionsPublished, type NameTable, type ResolvedSettings, type TypeEntry } from "../../../settings.js";
import { JS_FILE } from "../constants.js";
import { identifierPattern } from "../names.js";
import type { TypedFacts } from "./facts.js";

/** What an import can reach: a file, or an ambient `declare module "<name>" {..}` block. */
type Unit = ts.SourceFile | ts.ModuleDeclaration;

interface Reach {
  /** Writes a configuration type's name, or pulls in what cannot be followed. */
  readonly mentions: (unit: Unit) => boolean;
  /** A global declaration may name a configuration type: then every file reaches one. */
  everywhere: boolean;
  readonly known: Map<Unit, boolean>;
}

/**
 * What a file pulls in besides import and export statements: an `import("..")` type or call, in JavaScript
 * `require(..)` or JSDoc `@import`. Without a string `specifier` it cannot be followed.
 */
interface Pull {
  /** Where the keyword ends, as TypeScript's own scan looks. */
  readonly at: number;
  readonly form: string;
  readonly specifier: ts.StringLiteralLike | undefined;
  /** Import attributes can change the resolution, so it is not shared with other pulls. */
  readonly attributes: boolean;
}

/** One program serves a whole lint run. */
const reaches = new WeakMap<ts.Program, WeakMap<ResolvedSettings, Reach>>();
/** Keyed by name pattern: source files are shared by the programs of one project. */
const mentionCache = new Map<string, WeakMap<Unit, boolean>>();
const pullCache = new WeakMap<ts.SourceFile, readonly Pull[]>();
/** Comments and strings match too: the syntax tree decides (see pullsOf). */
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

interface Names {
  readonly table: NameTable<TypeEntry>;
  readonly pattern: RegExp;
}

/**
 * A TypeScript file's `identifiers` (kept by the parser) is a cheaper test than its text. A JavaScript file's
 * text is searched comments and all: its JSDoc types are comments.
 */
function writesName(t: typeof ts, unit: Unit, names: Names): boolean {
  const file = t.isSourceFile(unit) ? unit : unit.getSourceFile();
  const identifiers = (file as ts.SourceFile & { identifiers?: unknown }).identifiers;
  if (identifiers instanceof Map && (file.flags & t.NodeFlags.JavaScriptFile) === 0) {
    if (!writesIdentifier(file.text, identifiers as ReadonlyMap<string, unknown>, names.table)) return false;
    if (unit === file) return true;
  }
  const text = textOf(t, unit);
  // The plain search is cheaper than the identifier pattern, and most files write no name.
  return names.table.mentions(text) && names.pattern.test(text);
}

/** A published name is matched against every identifier, so only where the text could hold one. */
function writesIdentifier(text: string, identifiers: ReadonlyMap<string, unknown>, table: NameTable<TypeEntry>) {
  for (const name of table.exact.keys()) if (identifiers.has(name)) return true;
  if (!mentionsPublished(text)) return false;
  for (const name of identifiers.keys()) if (table.isPublished(name)) return true;
  return false;
}

function textOf(t: typeof ts, unit: ts.Node): string {
  return t.isSourceFile(unit) ? unit.text : unit.getSourceFile().text.slice(unit.pos, unit.end);
}

/**
 * Global declarations reach every file: a script's statements (but its `declare module` blocks), a module's
 * `declare global` or `export as namespace`, and `global {..}` blocks inside ambient module blocks.
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
      // `declare module "<name>"` blocks of a script are not global: they are reached through imports.
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

/** TypeScript marks CommonJS on a JavaScript file; without the mark the file is a script, its declarations global. */
function isModule(t: typeof ts, file: ts.SourceFile): boolean {
  return (
    t.isExternalModule(file) ||
    (JS_FILE.test(file.fileName) &&
      (file as ts.SourceFile & { commonJsModuleIndicator?: ts.Node }).commonJsModuleIndicator !== undefined)
  );
}

function unitPulls(t: typeof ts, unit: Unit): readonly Pull[] {
  if (t.isSourceFile(unit)) return pullsOf(t, unit);
  return pullsOf(t, unit.getSourceFile()).filter((p) => p.at >= unit.pos && p.at < unit.end);
}

/**
 * Found as TypeScript's program finds them (forEachDynamicImportOrRequireCall), so words in comments and strings
 * pull nothing in; also those it does not follow that may still bring types: `import(x)`, `require(x)`, and
 * `require?.("a")`, typed as `require("a")`.
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

/** TypeScript's own scan waits on this parser flag; where a TypeScript version lacks it, it counts as set. */
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
  // JSDoc `@import` exists from TypeScript 5.5.
  if (js && node.kind === t.SyntaxKind.JSDocImportTag) {
    const tag = node as ts.JSDocImportTag;
    return { at, form: "@import", specifier: literal(tag.moduleSpecifier), attributes: tag.attributes !== undefined };
  }
  return undefined;
}

/**
 * As TypeScript's getNodeAtPosition finds it, so that pulls match the program's: JSDoc counts in JavaScript, and
 * neither `import.meta` nor the `?.` of `require?.(..)` is entered.
 */
function nodeAt(t: typeof ts, file: ts.SourceFile, at: number, jsDoc: boolean): ts.Node {
  const holds = (n: ts.Node) => n.pos <= at && (at < n.end || (at === n.end && n.kind === t.SyntaxKind.EndOfFileToken));
  const inArray = (nodes: ts.NodeArray<ts.Node>) => {
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

/** Without attributes, the answer is shared with the file's like pulls. */
function resolvePull(facts: TypedFacts, file: ts.SourceFile | undefined, pull: Pull): readonly Unit[] {
  return pull.specifier ? resolve(facts, file, pull.specifier, pull.attributes ? undefined : pull.form) : [];
}

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

/** A `form` lets the answer be shared by the specifiers of a directory; undefined asks the checker each time. */
function resolve(facts: TypedFacts, file: ts.SourceFile | undefined, specifier: ts.Expression, form?: string) {
  const t = facts.ts;
  let cache = resolutions.get(facts.services.program);
  if (!cache) resolutions.set(facts.services.program, (cache = new Map<string, readonly Unit[]>()));
  // A specifier resolves alike from one directory, module format and import syntax; a relative one, alike by path.
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

/** Unusual relative specifiers give undefined and are left to the resolver each time. */
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

const resolutions = new WeakMap<ts.Program, Map<string, readonly Unit[]>>();

/**
 * A type that extends a configuration type writes its name, or imports it, where it is declared, so a file whose
 * import closure never writes one cannot give an object such a type. What cannot be followed counts as reaching.
 */
export function mayReachConfigTypes(facts: TypedFacts, settings: ResolvedSettings, file: ts.SourceFile): boolean {
  const reach = reachOf(facts, settings);
  return reach.everywhere || unitReaches(facts, reach, file);
}

export function globalsMayNameConfigTypes(facts: TypedFacts, settings: ResolvedSettings): boolean {
  return reachOf(facts, settings).everywhere;
}

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
  const from = new Map<Unit, Unit | undefined>([[file, undefined]]);
  const queue: Unit[] = [file];
  // The array's iterator also visits units pushed meanwhile.
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
  // Every unit of a closure that names nothing has a closure that names nothing.
  for (const unit of queue) reach.known.set(unit, false);
  return false;
}
