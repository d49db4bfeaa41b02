import { createRequire } from "node:module";
import type { ParserServices, ParserServicesWithTypeInformation, TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { blockTypeNames } from "../../schema/index.js";
import { sameMatch, type ConfigMatch } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import { findVariable } from "./ast-utils.js";

const require = createRequire(import.meta.url);
let tsModule: typeof ts | undefined;

/** TypeScript itself, loaded only when a file is linted with type information (it is an optional peer). */
function typescript(): typeof ts {
  return (tsModule ??= require("typescript") as typeof ts);
}

export interface TypedFacts {
  readonly ts: typeof ts;
  readonly checker: ts.TypeChecker;
  readonly services: ParserServicesWithTypeInformation;
  /** The file's ESLint view, for its scopes (see declaredValueType). */
  readonly sourceCode?: TSESLint.SourceCode;
  /** The linted file, as TypeScript sees it: a type declared in it is the file's own (see configTypeOf). */
  readonly file?: ts.SourceFile;
}

export function typedFacts(
  services: Partial<ParserServices> | undefined,
  sourceCode?: TSESLint.SourceCode,
): TypedFacts | undefined {
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return undefined;
  const t = typescript();
  const file = sourceCode && services.esTreeNodeToTSNodeMap.get(sourceCode.ast);
  return {
    ts: t,
    checker: services.program.getTypeChecker(),
    services: services as ParserServicesWithTypeInformation,
    ...(sourceCode && { sourceCode }),
    ...(file && t.isSourceFile(file) && { file }),
  };
}

function declaredInModule(t: typeof ts, symbol: ts.Symbol, modules: readonly string[]): boolean {
  for (const declaration of symbol.declarations ?? []) {
    for (let n: ts.Node | undefined = declaration; n; n = n.parent) {
      if (t.isModuleDeclaration(n) && t.isStringLiteral(n.name) && modules.includes(n.name.text)) return true;
    }
    const file = declaration.getSourceFile().fileName.replace(/\\/g, "/");
    if (modules.some((m) => file.includes(`/node_modules/${m}/`) || file.includes(`/node_modules/@types/${m}/`))) {
      return true;
    }
  }
  return false;
}

/**
 * Whether a type is a configuration type: by name (settings and defaults), through `Readonly<..>`, an
 * interface or class that extends one, an intersection holding one, or a union whose non-nullish members
 * all name the same kind.
 */
export function configTypeOf(
  facts: TypedFacts,
  type: ts.Type,
  settings: ResolvedSettings,
  depth = 0,
  substitute?: Substitute,
): ConfigMatch | undefined {
  if (depth > 8) return undefined;
  const t = facts.ts;
  if (substitute && type.flags & t.TypeFlags.TypeParameter) {
    const value = substitute(type);
    return value ? configTypeOf(facts, value, settings, depth + 1, substitute) : undefined;
  }
  if (type.isUnion()) {
    const members = type.types.filter((m) => !(m.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null)));
    const matches = members.map((m) => configTypeOf(facts, m, settings, depth + 1, substitute));
    const first = matches[0];
    return first && matches.every((m) => m?.kind === first.kind && m.role === first.role) ? first : undefined;
  }
  if (type.isIntersection()) {
    for (const member of type.types) {
      const match = configTypeOf(facts, member, settings, depth + 1, substitute);
      if (match) return match;
    }
    return undefined;
  }
  const alias = type.aliasSymbol;
  if (alias?.name === "Readonly" && type.aliasTypeArguments?.length === 1) {
    return configTypeOf(facts, type.aliasTypeArguments[0]!, settings, depth + 1, substitute);
  }
  for (const symbol of [alias, type.getSymbol()]) {
    if (!symbol) continue;
    const named = settings.typeNames.get(symbol.name);
    const own = settings.added.has(symbol.name);
    if (
      named &&
      (settings.modules ? declaredInModule(t, symbol, settings.modules) : own || !declaredInFile(facts, symbol))
    ) {
      return { ...named, typeName: symbol.name };
    }
  }
  const objectFlags = type.flags & t.TypeFlags.Object ? (type as ts.ObjectType).objectFlags : 0;
  if (objectFlags & t.ObjectFlags.ClassOrInterface) {
    // A type that extends a configuration type without being one by name is not one of its role: the published
    // <kit>'s remote-state data sources extend the backends' types. Its own name is what messages say.
    for (const base of facts.checker.getBaseTypes(type as ts.InterfaceType)) {
      const match = configTypeOf(facts, base, settings, depth + 1);
      if (match) {
        const ownKeys = new Set(facts.checker.getPropertiesOfType(type).map((p) => p.name));
        return { kind: match.kind, role: "unknown", typeName: type.getSymbol()?.name ?? match.typeName, ownKeys };
      }
    }
  }
  return undefined;
}

/**
 * Whether a symbol is declared only in the linted file, outside any `declare` context: the file's own type of
 * that name, not <kit>'s (as without types, see resolveName).
 */
function declaredInFile(facts: TypedFacts, symbol: ts.Symbol): boolean {
  const declarations = symbol.declarations ?? [];
  return (
    facts.file !== undefined &&
    declarations.length > 0 &&
    declarations.every((d) => d.getSourceFile() === facts.file && !inDeclareContext(facts.ts, d))
  );
}

/** Whether a declaration is, or is inside, a `declare` one (`declare module "x" { .. }`, `declare global`). */
function inDeclareContext(t: typeof ts, node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node; n && !t.isSourceFile(n); n = n.parent) {
    if (t.canHaveModifiers(n) && t.getModifiers(n)?.some((m) => m.kind === t.SyntaxKind.DeclareKeyword)) return true;
  }
  return false;
}

/** TypeScript's mapped types that keep (some of) a type's keys: a literal checked against them is checked against the type's keys. */
const KEY_KEEPING = new Set(["Partial", "Required", "Readonly", "Pick", "Omit"]);

/**
 * Whether TypeScript checks the keys of a fresh object literal whose contextual type is `type` against a
 * configuration (or block) type: every member (but `undefined` and `null`) is an object type without an
 * index signature that is a configuration type (see configTypeOf), a block type (OssAssumeRole,
 * CosBackendAssumeRole), or `Partial`, `Pick` and the like of one. Not `any`, `unknown`, a type parameter,
 * nor the type inferred from the literal itself (a generic parameter `T extends OssBackendConfig`).
 */
export function checksConfigKeys(facts: TypedFacts, type: ts.Type, settings: ResolvedSettings, depth = 0): boolean {
  const t = facts.ts;
  if (depth > 8) return false;
  const members = type.isUnion()
    ? type.types.filter((m) => !(m.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null)))
    : [type];
  if (members.length === 0) return false;
  return members.every((member) => {
    if (!(member.flags & (t.TypeFlags.Object | t.TypeFlags.Intersection))) return false;
    if (facts.checker.getIndexInfosOfType(member).length > 0) return false;
    if (configTypeOf(facts, member, settings)) return true;
    const alias = member.aliasSymbol;
    const argument = member.aliasTypeArguments?.[0];
    if (alias && KEY_KEEPING.has(alias.name) && argument) return checksConfigKeys(facts, argument, settings, depth + 1);
    const symbol = alias ?? member.getSymbol();
    return !!symbol && blockTypeNames.has(symbol.name);
  });
}

/** Whether an expression's type is a single string or number literal type (TypeScript checks such a computed key). */
export function isLiteralKey(facts: TypedFacts, node: TSESTree.Node): boolean {
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return false;
  const type = facts.checker.getTypeAtLocation(tsNode);
  return type.isStringLiteral() || type.isNumberLiteral();
}

/** What a type parameter stands for where a signature is declared: its explicit type argument or its constraint. */
type Substitute = (parameter: ts.TypeParameter) => ts.Type | undefined;

/**
 * What the declarations of a callee say about an object passed as its argument `index` (or, with
 * `callback`, returned by a function passed there), without resolving the call: TypeScript's contextual
 * type of such an object is the parameter type of the overload the call resolves to, and resolving it
 * type-checks every argument against every overload, which costs more than all else the plugin does.
 * The parameter type (or the callback's return type) of each overload is asked instead; a type parameter
 * stands for its explicit type argument, else for its constraint. Returns the configuration type when every
 * overload names the same one, null when none names one, and undefined when they differ or the
 * declarations do not say (the caller then asks for the contextual type).
 */
export function declaredArgumentConfig(
  facts: TypedFacts,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  index: number,
  settings: ResolvedSettings,
  callback?: { readonly requiredParameters: number },
  path: readonly string[] = [],
): ConfigMatch | null | undefined {
  const t = facts.ts;
  const checker = facts.checker;
  const tsCall = facts.services.esTreeNodeToTSNodeMap.get(call) as ts.CallExpression | ts.NewExpression | undefined;
  if (!tsCall || (!t.isCallExpression(tsCall) && !t.isNewExpression(tsCall))) return undefined;
  const callee = checker.getNonNullableType(checker.getTypeAtLocation(tsCall.expression));
  // An untyped callee: the contextual type is `any`, which names no configuration.
  if (callee.flags & (t.TypeFlags.Any | t.TypeFlags.Unknown)) return null;
  const signatures = checker.getSignaturesOfType(
    callee,
    t.isNewExpression(tsCall) ? t.SignatureKind.Construct : t.SignatureKind.Call,
  );
  if (signatures.length === 0) return undefined;
  const explicit = tsCall.typeArguments?.map((node) => checker.getTypeFromTypeNode(node));
  const args = tsCall.arguments ?? [];
  const count = args.some((a) => t.isSpreadElement(a)) ? undefined : args.length;
  let decided: ConfigMatch | null | undefined;
  let first = true;
  for (const signature of signatures) {
    const typeParameters = signature.getTypeParameters();
    // Not a candidate: too few type arguments for it, or an argument count it does not take.
    if (explicit && (typeParameters?.length ?? 0) < explicit.length) continue;
    if (count !== undefined && !takesArgumentCount(facts, signature, count)) continue;
    const argument = parameterType(facts, signature, index);
    if (argument === null) continue; // this overload takes no such argument
    if (argument === undefined) return undefined;
    const parameter = typeAtPath(facts, argument, path);
    if (parameter === undefined) return undefined;
    const substitute: Substitute = (p) => {
      const at = typeParameters?.indexOf(p) ?? -1;
      const value = at >= 0 ? explicit?.[at] : undefined;
      return value ?? checker.getBaseConstraintOfType(p);
    };
    let match: ConfigMatch | null | undefined;
    if (parameter === null) {
      match = null; // no such property: the object has no contextual type
    } else if (callback) {
      const returned = callbackReturnType(facts, parameter, callback.requiredParameters);
      if (returned === undefined) return undefined;
      match = returned === null ? null : (configTypeOf(facts, returned, settings, 0, substitute) ?? null);
    } else {
      match = configTypeOf(facts, parameter, settings, 0, substitute) ?? null;
    }
    if (first) decided = match;
    else if (!sameMatch(decided, match)) return undefined;
    first = false;
  }
  return first ? null : decided;
}

/**
 * Whether no explicit type argument of a call is a configuration type: then a callee whose declarations
 * name none takes none (its type parameters stand for these arguments, see declaredArgumentConfig).
 */
export function typeArgumentsFreeOfConfig(
  facts: TypedFacts,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  settings: ResolvedSettings,
): boolean {
  return (call.typeArguments?.params ?? []).every((param) => {
    const node = facts.services.esTreeNodeToTSNodeMap.get(param) as ts.TypeNode | undefined;
    return !!node && !configTypeOf(facts, facts.checker.getTypeFromTypeNode(node), settings);
  });
}

/**
 * The type a property path (`a.b` for the object at `{ a: { b: {..} } }`) gives inside a type, as
 * TypeScript passes a contextual type on to a nested object: null when the path leads to no property,
 * undefined where that is not plain to see (type parameters, index signatures, several union members).
 */
function typeAtPath(facts: TypedFacts, type: ts.Type, path: readonly string[]): ts.Type | null | undefined {
  const t = facts.ts;
  let current = type;
  for (const name of path) {
    let found: ts.Type | undefined;
    for (const member of current.isUnion() ? current.types : [current]) {
      if (member.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null | t.TypeFlags.Void)) continue;
      if (!(member.flags & t.TypeFlags.Object) || member.flags & t.TypeFlags.TypeParameter) return undefined;
      const property = facts.checker.getPropertyOfType(member, name);
      if (!property) {
        if (facts.checker.getIndexInfosOfType(member).length > 0) return undefined;
        continue;
      }
      if (found) return undefined;
      found = facts.checker.getTypeOfSymbol(property);
    }
    if (!found) return null;
    current = found;
  }
  return current;
}

function hasRestParameter(facts: TypedFacts, signature: ts.Signature): boolean {
  const parameters = signature.getParameters();
  const declaration = parameters[parameters.length - 1]?.valueDeclaration;
  return !!declaration && facts.ts.isParameter(declaration) && !!declaration.dotDotDotToken;
}

/**
 * Whether a signature takes `count` arguments (TypeScript leaves the others out of overload resolution):
 * not more than its parameters without a rest parameter, and none of the required ones left out (a
 * trailing `void` parameter may be). Parameters of JavaScript functions are all optional.
 */
function takesArgumentCount(facts: TypedFacts, signature: ts.Signature, count: number): boolean {
  const t = facts.ts;
  const parameters = signature.getParameters();
  if (!hasRestParameter(facts, signature) && count > parameters.length) return false;
  for (let i = count; i < parameters.length; i++) {
    const declaration = parameters[i]!.valueDeclaration;
    if (
      !declaration ||
      !t.isParameter(declaration) ||
      declaration.questionToken ||
      declaration.initializer ||
      declaration.dotDotDotToken
    ) {
      return true;
    }
    if (/\.[cm]?jsx?$/.test(declaration.getSourceFile().fileName)) return true;
    const type = facts.checker.getTypeOfSymbol(parameters[i]!);
    const members = type.isUnion() ? type.types : [type];
    if (!members.some((m) => m.flags & t.TypeFlags.Void)) return false;
  }
  return true;
}

/** The declared type of a signature's parameter at `index`: null when it has none, undefined when unknown. */
function parameterType(facts: TypedFacts, signature: ts.Signature, index: number): ts.Type | null | undefined {
  const checker = facts.checker;
  const parameters = signature.getParameters();
  const last = parameters[parameters.length - 1];
  if (last && hasRestParameter(facts, signature) && index >= parameters.length - 1) {
    const rest = checker.getTypeOfSymbol(last);
    return checker.isArrayType(rest) ? checker.getTypeArguments(rest as ts.TypeReference)[0] : undefined;
  }
  const parameter = parameters[index];
  return parameter ? checker.getTypeOfSymbol(parameter) : null;
}

/**
 * The return type of the function type a callback is passed as: null when the type has no call signature
 * (the callback is not contextually typed), undefined when TypeScript's choice is not plain to see.
 */
function callbackReturnType(facts: TypedFacts, type: ts.Type, requiredParameters: number): ts.Type | null | undefined {
  const t = facts.ts;
  if (type.flags & t.TypeFlags.TypeParameter) return undefined;
  const members = type.isUnion() ? type.types : [type];
  let signature: ts.Signature | undefined;
  for (const member of members) {
    if (member.flags & t.TypeFlags.TypeParameter) return undefined;
    // A signature with fewer parameters than the callback requires does not type it (TypeScript's arity rule).
    const signatures = facts.checker
      .getSignaturesOfType(member, t.SignatureKind.Call)
      .filter((s) => hasRestParameter(facts, s) || s.getParameters().length >= requiredParameters);
    if (signatures.length === 0) continue;
    if (signatures.length > 1 || signature || signatures[0]!.getTypeParameters()) return undefined;
    signature = signatures[0];
  }
  return signature ? facts.checker.getReturnTypeOfSignature(signature) : null;
}

/** The contextual type of an expression (what it is assigned or passed to), if any. */
export function contextualType(facts: TypedFacts, node: TSESTree.Expression): ts.Type | undefined {
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node) as ts.Expression | undefined;
  return tsNode ? facts.checker.getContextualType(tsNode) : undefined;
}

const PASS_THROUGH = new Set([
  "TSNonNullExpression",
  "ChainExpression",
  "TSAsExpression",
  "TSSatisfiesExpression",
  "TSTypeAssertion",
]);

/** The reference that an expression's value is: the outermost of `x`, `x.a.b`, `x!.a`, `x as T` (members by name). */
function referenceTop(node: TSESTree.Node): TSESTree.Node {
  let top = node;
  for (let parent = top.parent; parent; parent = top.parent) {
    const member = parent.type === "MemberExpression" && parent.object === top && !parent.computed && !parent.optional;
    if (!member && !PASS_THROUGH.has(parent.type)) break;
    top = parent;
  }
  return top;
}

/** Where an expression's value is only passed on: into a literal, a template, a variable, a return. */
function isValuePosition(node: TSESTree.Node): boolean {
  const parent = node.parent;
  switch (parent?.type) {
    case "Property":
      return parent.parent.type === "ObjectExpression" && parent.value === node;
    case "SpreadElement":
      return parent.parent.type === "ObjectExpression" || parent.parent.type === "ArrayExpression";
    case "VariableDeclarator":
      return parent.init === node;
    case "MemberExpression":
      return parent.computed && parent.property === node;
    case "TemplateLiteral":
    case "ArrayExpression":
    case "ReturnStatement":
    case "ArrowFunctionExpression":
      return true;
    case "NewExpression":
      // Constructors narrow nothing.
      return parent.arguments.includes(node as TSESTree.CallExpressionArgument);
    case "CallExpression":
      // A call narrows its arguments only as an assertion (a statement of its own) or a type guard (in a
      // condition, or kept in a variable for one); `super(..)` never.
      return (
        parent.arguments.includes(node as TSESTree.CallExpressionArgument) &&
        (parent.callee.type === "Super" ||
          isValuePosition(parent.parent.type === "ChainExpression" ? parent.parent : parent)) &&
        parent.parent.type !== "VariableDeclarator"
      );
    default:
      return false;
  }
}

/**
 * Whether a reference sits where TypeScript narrows nothing of its type: a value position (above), or,
 * with `lenient` (for a string, number or object type that is neither a union nor a literal), also a
 * truthiness test, which cannot narrow such a type to a literal or to nothing.
 */
function isInertReference(node: TSESTree.Node, lenient: boolean): boolean {
  const top = referenceTop(node);
  if (isValuePosition(top)) return true;
  if (!lenient) return false;
  const parent = top.parent;
  switch (parent?.type) {
    case "UnaryExpression":
      return parent.operator === "!";
    case "LogicalExpression":
    case "ConditionalExpression":
    case "IfStatement":
    case "WhileStatement":
    case "DoWhileStatement":
    case "ForStatement":
    case "ExpressionStatement":
      return true;
    default:
      return false;
  }
}

/**
 * The type of `x` or `x.a.b` from declarations alone, when nothing can narrow it: `x` a parameter or a
 * `const`, never assigned, `x` and the members on the way declared with types that are not unions, and
 * every reference to `x` inert (see isInertReference; leniently only for a plain string, number or object).
 * TypeScript's type for a reference is its declared type narrowed along the code before it, and finding
 * that out can cost more than all else the plugin does on a file. Undefined when it cannot be told so.
 */
function declaredValueType(facts: TypedFacts, node: TSESTree.Node): ts.Type | undefined {
  const sourceCode = facts.sourceCode;
  if (!sourceCode || (node.type !== "Identifier" && node.type !== "MemberExpression")) return undefined;
  if (node.parent?.type === "Property" && node.parent.shorthand) return undefined; // the name is the property's
  const names: string[] = [];
  let root: TSESTree.Node = node;
  while (root.type === "MemberExpression") {
    if (root.computed || root.optional || root.property.type !== "Identifier") return undefined;
    names.unshift(root.property.name);
    root = root.object;
  }
  if (root.type !== "Identifier") return undefined;
  const variable = findVariable(sourceCode.getScope(root), root);
  const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  const plain =
    (def?.type === "Parameter" && def.name.parent === def.node) ||
    (def?.type === "Variable" && def.parent.kind === "const" && def.node.id === def.name);
  if (!plain || variable!.references.some((r) => r.isWrite() && !r.init)) return undefined;
  const reads = variable!.references.filter((r) => !r.init);
  // A cheap first look: no reference where even a plain type narrows.
  if (!reads.every((r) => isInertReference(r.identifier, true))) return undefined;
  // The symbol from its declaration's name: no lookup through the scopes.
  const declaration = facts.services.esTreeNodeToTSNodeMap.get(def.name);
  const symbol = declaration && facts.checker.getSymbolAtLocation(declaration);
  if (!symbol) return undefined;
  const t = facts.ts;
  let type = facts.checker.getTypeOfSymbol(symbol);
  for (const name of names) {
    if (type.isUnion() || !(type.flags & t.TypeFlags.Object)) return undefined;
    const property = facts.checker.getPropertyOfType(type, name);
    if (!property) return undefined;
    type = facts.checker.getTypeOfSymbol(property);
  }
  if (
    type.flags &
    (t.TypeFlags.Any | t.TypeFlags.Unknown | t.TypeFlags.TypeParameter | t.TypeFlags.Intersection | t.TypeFlags.Never)
  ) {
    return undefined;
  }
  const plainType =
    !type.isUnion() &&
    (type.flags &
      (t.TypeFlags.String |
        t.TypeFlags.Number |
        t.TypeFlags.BigInt |
        t.TypeFlags.Object |
        t.TypeFlags.NonPrimitive)) !==
      0;
  if (!plainType && !reads.every((r) => isInertReference(r.identifier, false))) return undefined;
  return type;
}

const LITERAL_FLAGS = [
  "StringLiteral",
  "NumberLiteral",
  "BigIntLiteral",
  "BooleanLiteral",
  "EnumLiteral",
  "Undefined",
  "Null",
] as const;

/** Whether an expression's type is one literal type (a string, number, bigint, boolean, enum member, null, undefined). */
function isLiteralType(facts: TypedFacts, node: TSESTree.Node): boolean {
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return true;
  const type = declaredValueType(facts, node) ?? facts.checker.getTypeAtLocation(tsNode);
  const flags = LITERAL_FLAGS.reduce((all, name) => all | facts.ts.TypeFlags[name], 0);
  return !type.isUnion() && (type.flags & flags) !== 0;
}

/** What the type of an expression says about its value: a literal, or whether it may be undefined. */
export type TypedValue =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | { kind: "nothing"; null?: true }
  | { kind: "unknown"; maybeUnset: boolean };

export function typedValue(facts: TypedFacts, node: TSESTree.Node): TypedValue {
  const t = facts.ts;
  const tsNode = facts.services.esTreeNodeToTSNodeMap.get(node);
  if (!tsNode) return { kind: "unknown", maybeUnset: false };
  // A template is a string literal type only when every substitution is of a literal type; asking for the
  // template's own type also resolves the call it may be an argument of (for its contextual type).
  if (node.type === "TemplateLiteral" && node.expressions.some((e) => !isLiteralType(facts, e))) {
    return { kind: "unknown", maybeUnset: false };
  }
  return valueOfType(t, declaredValueType(facts, node) ?? facts.checker.getTypeAtLocation(tsNode));
}

function valueOfType(t: typeof ts, type: ts.Type): TypedValue {
  if (type.isStringLiteral()) return { kind: "string", value: type.value };
  if (type.isNumberLiteral()) return { kind: "number", value: type.value };
  if (type.flags & t.TypeFlags.BooleanLiteral) {
    return { kind: "boolean", value: (type as { intrinsicName?: string }).intrinsicName === "true" };
  }
  // A value of type `null` is JavaScript's null, which <kit> fails on (see StaticValue `nothing`).
  if (type.flags & t.TypeFlags.Null) return { kind: "nothing", null: true };
  if (type.flags & (t.TypeFlags.Undefined | t.TypeFlags.Void)) return { kind: "nothing" };
  if (type.isUnion()) {
    const nullish = type.types.some((m) => m.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null | t.TypeFlags.Void));
    return { kind: "unknown", maybeUnset: nullish };
  }
  return { kind: "unknown", maybeUnset: false };
}

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
const JS_FILE = /\.[cm]?jsx?$/;

function reachOf(facts: TypedFacts, settings: ResolvedSettings): Reach {
  const t = facts.ts;
  const program = facts.services.program;
  let bySettings = reaches.get(program);
  if (!bySettings) reaches.set(program, (bySettings = new WeakMap()));
  const cached = bySettings.get(settings);
  if (cached) return cached;
  const names = [...settings.typeNames.keys()].map((n) => n.replace(/\$/g, "\\$"));
  const pattern = new RegExp(`(?<![\\w$])(?:${names.join("|")})(?![\\w$])`);
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

/** Whether an identifier names a class declared without type parameters (its instances' type is fixed where declared). */
export function namesPlainClass(facts: TypedFacts, identifier: TSESTree.Identifier): boolean {
  const t = facts.ts;
  const node = facts.services.esTreeNodeToTSNodeMap.get(identifier);
  let symbol = node && facts.checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & t.SymbolFlags.Alias) symbol = facts.checker.getAliasedSymbol(symbol);
  const declarations = symbol?.declarations ?? [];
  return declarations.length > 0 && declarations.every((d) => t.isClassDeclaration(d) && !d.typeParameters);
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
