import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { blockTypeNames, knownFieldNames, snakeCase } from "../../schema/index.js";
import { sameMatch, type ConfigMatch } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import { findVariable } from "./ast-utils.js";
import { resolveEntity, type NameOrigin } from "./resolve.js";
import {
  checksConfigKeys,
  configTypeOf,
  contextualType,
  declaredArgumentConfig,
  typeArgumentsFreeOfConfig,
  globalsMayNameConfigTypes,
  moduleMayReachConfigTypes,
  namesPlainClass,
  type TypedFacts,
} from "./typed.js";

type Node = TSESTree.Node;

export interface DiscoverContext {
  readonly sourceCode: TSESLint.SourceCode;
  readonly settings: ResolvedSettings;
  readonly typed: TypedFacts | undefined;
}

const WRAPPERS = new Set(["TSAsExpression", "TSSatisfiesExpression", "TSTypeAssertion", "TSNonNullExpression"]);

/**
 * Whether a name is <kit>'s: imported from one of `modules` when that setting is given; else any name but a
 * schema name the file declares itself (a file's own `interface GcsBackendConfig` or `class OssBackend` is not
 * <kit>'s).
 */
function fromModule(context: DiscoverContext, origin: NameOrigin): boolean {
  // Names added in settings are the user's own, declared wherever the user likes.
  if (origin.local && !context.settings.added.has(origin.imported)) return false;
  const modules = context.settings.modules;
  return !modules || (origin.module !== undefined && modules.includes(origin.module));
}

function isConstAssertion(node: TSESTree.TSAsExpression | TSESTree.TSTypeAssertion): boolean {
  const t = node.typeAnnotation;
  return t.type === "TSTypeReference" && t.typeName.type === "Identifier" && t.typeName.name === "const";
}

function enclosingFunction(node: Node): TSESTree.FunctionLike | undefined {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === "FunctionDeclaration" || n.type === "FunctionExpression" || n.type === "ArrowFunctionExpression") {
      return n;
    }
  }
  return undefined;
}

/** The type written for the place an expression is put: annotation, assertion, return type, array element. */
function typeContext(node: Node, depth = 0): TSESTree.TypeNode | undefined {
  const parent = node.parent;
  if (!parent || depth > 16) return undefined;
  switch (parent.type) {
    case "TSAsExpression":
    case "TSTypeAssertion":
      return isConstAssertion(parent) ? typeContext(parent, depth + 1) : parent.typeAnnotation;
    case "TSSatisfiesExpression":
      return parent.typeAnnotation;
    case "TSNonNullExpression":
      return typeContext(parent, depth + 1);
    case "VariableDeclarator":
      return parent.init === node ? parent.id.typeAnnotation?.typeAnnotation : undefined;
    case "AssignmentPattern":
      return parent.right === node ? parent.left.typeAnnotation?.typeAnnotation : undefined;
    case "PropertyDefinition":
      return parent.value === node ? parent.typeAnnotation?.typeAnnotation : undefined;
    case "ReturnStatement":
      return enclosingFunction(parent)?.returnType?.typeAnnotation;
    case "ArrowFunctionExpression":
      return parent.body === node ? parent.returnType?.typeAnnotation : undefined;
    case "ConditionalExpression":
      return parent.test === node ? undefined : typeContext(parent, depth + 1);
    case "LogicalExpression":
      return parent.right === node ? typeContext(parent, depth + 1) : undefined;
    case "ArrayExpression": {
      const array = typeContext(parent, depth + 1);
      if (array?.type === "TSArrayType") return array.elementType;
      if (array?.type === "TSTypeOperator" && array.typeAnnotation?.type === "TSArrayType") {
        return array.typeAnnotation.elementType;
      }
      if (
        array?.type === "TSTypeReference" &&
        array.typeName.type === "Identifier" &&
        (array.typeName.name === "Array" || array.typeName.name === "ReadonlyArray")
      ) {
        return array.typeArguments?.params[0];
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Local names that may stand for a construct or a configuration type besides their own names: import
 * aliases (`import { OssBackend as B }`); `all` when the file may `require` them under any name (then
 * every name is resolved in full).
 */
interface LocalNames {
  readonly constructs: ReadonlySet<string>;
  readonly types: ReadonlySet<string>;
  readonly all: boolean;
}

/** Per parse and settings. */
const localNamesCache = new WeakMap<object, WeakMap<ResolvedSettings, LocalNames>>();

function localNames(context: DiscoverContext): LocalNames {
  const ast = context.sourceCode.ast;
  let bySettings = localNamesCache.get(ast);
  if (!bySettings) localNamesCache.set(ast, (bySettings = new WeakMap()));
  let names = bySettings.get(context.settings);
  if (!names) {
    const constructs = new Set<string>();
    const types = new Set<string>();
    for (const statement of ast.body) {
      if (statement.type !== "ImportDeclaration") continue;
      for (const spec of statement.specifiers) {
        if (spec.type !== "ImportSpecifier") continue;
        const imported = spec.imported.type === "Identifier" ? spec.imported.name : spec.imported.value;
        if (context.settings.constructNames.has(imported)) constructs.add(spec.local.name);
        if (context.settings.typeNames.has(imported)) types.add(spec.local.name);
      }
    }
    // `const { OssBackend: B } = require("kit")` may stand anywhere (see resolveName).
    names = { constructs, types, all: context.sourceCode.text.includes("require") };
    bySettings.set(context.settings, names);
  }
  return names;
}

/**
 * Whether an entity reference (see resolveEntity) may resolve to one of `names`: a cheap test on its
 * written names before the scope lookup. A member reference resolves to its property's name.
 */
function mayName(
  entity: Node,
  names: ReadonlyMap<string, unknown>,
  context: DiscoverContext,
  kind: "constructs" | "types",
): boolean {
  if (entity.type === "Identifier") {
    if (names.has(entity.name)) return true;
    const locals = localNames(context);
    return locals.all || locals[kind].has(entity.name);
  }
  if (entity.type === "MemberExpression")
    return !entity.computed && entity.property.type === "Identifier" && names.has(entity.property.name);
  if (entity.type === "TSQualifiedName") return names.has(entity.right.name);
  return false;
}

/** Whether a written type names a configuration type. */
function matchTypeNode(context: DiscoverContext, type: TSESTree.TypeNode, depth = 0): ConfigMatch | undefined {
  if (depth > 8) return undefined;
  if (type.type === "TSUnionType") {
    const members = type.types.filter((t) => t.type !== "TSUndefinedKeyword" && t.type !== "TSNullKeyword");
    return members.length === 1 ? matchTypeNode(context, members[0]!, depth + 1) : undefined;
  }
  if (type.type !== "TSTypeReference") return undefined;
  if (
    type.typeName.type === "Identifier" &&
    type.typeName.name === "Readonly" &&
    type.typeArguments?.params.length === 1
  ) {
    return matchTypeNode(context, type.typeArguments.params[0]!, depth + 1);
  }
  if (!mayName(type.typeName, context.settings.typeNames, context, "types")) return undefined;
  const origin = resolveEntity(context.sourceCode.getScope(type), type.typeName);
  const named = origin && context.settings.typeNames.get(origin.imported);
  return named && fromModule(context, origin) ? { ...named, typeName: origin.imported } : undefined;
}

/** The outermost expression that is the object itself, looking through `as`, `satisfies`, `<T>`, `!`. */
function outerExpression(node: Node): Node {
  let n = node;
  while (n.parent && WRAPPERS.has(n.parent.type) && (n.parent as { expression?: Node }).expression === n) n = n.parent;
  return n;
}

/** The class whose constructor a `super(..)` call is in. */
function superClassOf(call: TSESTree.CallExpression): TSESTree.Expression | undefined {
  for (let n: Node | undefined = call.parent; n; n = n.parent) {
    if (n.type === "ClassDeclaration" || n.type === "ClassExpression") return n.superClass ?? undefined;
  }
  return undefined;
}

/**
 * Whether `expression` is the configuration argument of a construct call such as `new OssBackend(scope, ..)`,
 * or of `super(..)` in the constructor of a class that extends a construct (`class SecureGcsBackend extends
 * GcsBackend`): that construct's configuration.
 */
function matchConstructArgument(context: DiscoverContext, expression: Node): ConfigMatch | undefined {
  const call = expression.parent;
  let callee: Node | undefined;
  if (call?.type === "NewExpression") callee = call.callee;
  else if (call?.type === "CallExpression" && call.callee.type === "Super") callee = superClassOf(call);
  if (!callee || !call) return undefined;
  const args = (call as TSESTree.NewExpression | TSESTree.CallExpression).arguments;
  const index = args.indexOf(expression as TSESTree.CallExpressionArgument);
  if (index < 0 || args.slice(0, index).some((a) => a.type === "SpreadElement")) return undefined;
  if (!mayName(callee, context.settings.constructNames, context, "constructs")) return undefined;
  const origin = resolveEntity(context.sourceCode.getScope(call), callee);
  const construct = origin && context.settings.constructNames.get(origin.imported);
  if (!construct || !fromModule(context, origin)) return undefined;
  const wanted = construct.configArgument < 0 ? args.length - 1 : construct.configArgument;
  return index === wanted ? { kind: construct.kind, role: construct.role, typeName: construct.configType } : undefined;
}

/** Whether an object literal kept in a `const` is passed to a construct call in the same file. */
function matchThroughVariable(context: DiscoverContext, expression: Node): ConfigMatch | undefined {
  const declarator = expression.parent;
  if (
    declarator?.type !== "VariableDeclarator" ||
    declarator.init !== expression ||
    declarator.id.type !== "Identifier"
  ) {
    return undefined;
  }
  for (const variable of context.sourceCode.getDeclaredVariables(declarator)) {
    for (const reference of variable.references) {
      if (reference.init || !reference.isRead()) continue;
      const match = matchConstructArgument(context, outerExpression(reference.identifier));
      if (match) return match;
    }
  }
  return undefined;
}

/** Cheap syntax test before any TypeChecker call: an empty object, a spread, or a key of some field. */
function mayBeConfig(node: TSESTree.ObjectExpression): boolean {
  if (node.properties.length === 0) return true;
  for (const property of node.properties) {
    if (property.type === "SpreadElement" || property.computed) return true;
    const key =
      property.key.type === "Identifier"
        ? property.key.name
        : property.key.type === "Literal"
          ? String(property.key.value)
          : "";
    if (knownFieldNames.has(snakeCase(key))) return true;
  }
  return false;
}

/** Whether an object is (a branch of) what a spread element spreads: a part of another object. */
function isSpreadPart(node: Node): boolean {
  let n = outerExpression(node);
  while (n.parent?.type === "ConditionalExpression" || n.parent?.type === "LogicalExpression")
    n = outerExpression(n.parent);
  return n.parent?.type === "SpreadElement";
}

/** The call an expression is a plain argument of (no spread before it), and at which index. */
function argumentOf(node: Node): { call: TSESTree.CallExpression | TSESTree.NewExpression; index: number } | undefined {
  const call = node.parent;
  if ((call?.type !== "CallExpression" && call?.type !== "NewExpression") || call.callee.type === "Super")
    return undefined;
  const index = call.arguments.indexOf(node as TSESTree.CallExpressionArgument);
  if (index < 0 || call.arguments.slice(0, index).some((a) => a.type === "SpreadElement")) return undefined;
  return { call, index };
}

/**
 * Whether a reference gets its type only from declarations that name no configuration type (see
 * typed.ts): a global, when no global declaration names one; a name imported from a module whose import
 * closure never names one; a `const` holding `new C(..)` of a non-generic class named so; or a member of
 * any of these (with no call in between).
 */
function freeOfConfigTypes(context: DiscoverContext, typed: TypedFacts, node: Node, depth = 0): boolean {
  if (depth > 16) return false;
  if (node.type === "MemberExpression") return freeOfConfigTypes(context, typed, node.object, depth + 1);
  if (node.type !== "Identifier") return false;
  const variable = findVariable(context.sourceCode.getScope(node), node);
  if (!variable || variable.defs.length === 0) return !globalsMayNameConfigTypes(typed, context.settings);
  let bySettings = freeVariables.get(variable);
  if (!bySettings) freeVariables.set(variable, (bySettings = new WeakMap()));
  let free = bySettings.get(context.settings);
  if (free === undefined)
    bySettings.set(context.settings, (free = variableFreeOfConfigTypes(context, typed, variable, depth)));
  return free;
}

/** Per variable of a parse, and settings. */
const freeVariables = new WeakMap<TSESLint.Scope.Variable, WeakMap<ResolvedSettings, boolean>>();

function variableFreeOfConfigTypes(
  context: DiscoverContext,
  typed: TypedFacts,
  variable: TSESLint.Scope.Variable,
  depth: number,
): boolean {
  const def = variable.defs[0]!;
  if (variable.defs.length > 1) return false;
  if (def.type === "ImportBinding") {
    return (
      def.parent.type === "ImportDeclaration" && !moduleMayReachConfigTypes(typed, context.settings, def.parent.source)
    );
  }
  if (def.type === "Variable" && def.parent.kind === "const" && def.node.id.type === "Identifier") {
    const init = def.node.init;
    return (
      init?.type === "NewExpression" &&
      !init.typeArguments &&
      init.callee.type === "Identifier" &&
      namesPlainClass(typed, init.callee) &&
      freeOfConfigTypes(context, typed, init.callee, depth + 1)
    );
  }
  return false;
}

type Parameter = TSESTree.Parameter;

/** The type written for a parameter, and whether it may be left out. */
function writtenParameter(param: Parameter): { type: TSESTree.TypeNode | undefined; optional: boolean } {
  if (param.type === "AssignmentPattern") return { type: param.left.typeAnnotation?.typeAnnotation, optional: true };
  if (param.type === "RestElement") return { type: param.typeAnnotation?.typeAnnotation, optional: true };
  if (param.type === "TSParameterProperty") return writtenParameter(param.parameter);
  return { type: param.typeAnnotation?.typeAnnotation, optional: param.type === "Identifier" && param.optional };
}

const KEYWORD_TYPES = new Set([
  "TSAnyKeyword",
  "TSUnknownKeyword",
  "TSStringKeyword",
  "TSNumberKeyword",
  "TSBooleanKeyword",
  "TSBigIntKeyword",
  "TSSymbolKeyword",
  "TSObjectKeyword",
  "TSNeverKeyword",
  "TSUndefinedKeyword",
  "TSNullKeyword",
  "TSVoidKeyword",
]);

/**
 * What a written type says without types: a configuration type (see matchTypeNode); null for a type that
 * is none whatever the declarations (a keyword type, a type literal, `Partial<..>` and the like, nothing
 * written for a type parameter); undefined when only types can tell (an interface may extend one).
 */
function writtenTypeConfig(
  context: DiscoverContext,
  type: TSESTree.TypeNode | undefined,
): ConfigMatch | null | undefined {
  if (!type) return null; // an unconstrained type parameter
  const match = matchTypeNode(context, type);
  if (match) return match;
  if (KEYWORD_TYPES.has(type.type)) return null;
  if (type.type === "TSTypeLiteral") return context.settings.typeNames.has("__type") ? undefined : null;
  return isPartialUtility(context, type) ? null : undefined;
}

/** Whether a written type takes `void` (a trailing parameter of such a type may be left out). */
function acceptsVoid(type: TSESTree.TypeNode): boolean {
  return (
    type.type === "TSVoidKeyword" || (type.type === "TSUnionType" && type.types.some((m) => m.type === "TSVoidKeyword"))
  );
}

/**
 * A same-file function (or its overloads) with the parameter at `index` written (see writtenTypeConfig)
 * alike in every overload that takes the call's number of arguments: that configuration, or null for
 * none, without asking types. A type parameter stands for its constraint. Undefined when the written
 * types do not say plainly.
 */
function writtenParameterConfig(
  context: DiscoverContext,
  call: TSESTree.CallExpression,
  index: number,
): ConfigMatch | null | undefined {
  if (call.callee.type !== "Identifier" || call.typeArguments || call.arguments.some((a) => a.type === "SpreadElement"))
    return undefined;
  const variable = findVariable(context.sourceCode.getScope(call), call.callee);
  if (!variable || variable.defs.length === 0) return undefined;
  const functions: (TSESTree.FunctionDeclaration | TSESTree.TSDeclareFunction)[] = [];
  for (const def of variable.defs) {
    if (def.type !== "FunctionName") return undefined;
    functions.push(def.node as TSESTree.FunctionDeclaration | TSESTree.TSDeclareFunction);
  }
  // With overloads, the implementation's own signature cannot be called.
  const overloaded = functions.some((f) => f.type === "TSDeclareFunction") && functions.some((f) => f.body);
  const count = call.arguments.length;
  let decided: ConfigMatch | null | undefined;
  for (const fn of functions) {
    if (overloaded && fn.body) continue;
    const params = fn.params.filter((p) => !(p.type === "Identifier" && p.name === "this"));
    const last = params[params.length - 1];
    const rest = last?.type === "RestElement";
    if (!rest && count > params.length) continue; // takes fewer arguments
    let takes = true;
    for (let i = count; i < params.length; i++) {
      const { type, optional } = writtenParameter(params[i]!);
      if (optional) break;
      if (!type || type.type === "TSTypeReference") return undefined; // may or may not accept void: ask types
      if (!acceptsVoid(type)) {
        takes = false; // a required argument is missing
        break;
      }
    }
    if (!takes) continue;
    let written: TSESTree.TypeNode | undefined;
    if (rest && index >= params.length - 1) {
      const array = writtenParameter(last).type;
      written = array?.type === "TSArrayType" ? array.elementType : undefined;
    } else {
      written = writtenParameter(params[index]!).type;
    }
    if (!written) return undefined; // `any`, or a JavaScript function: ask types
    // A type parameter of the function stands for its constraint.
    if (written.type === "TSTypeReference" && written.typeName.type === "Identifier" && !written.typeArguments) {
      const name = written.typeName.name;
      const parameter = fn.typeParameters?.params.find((p) => p.name.name === name);
      if (parameter) written = parameter.constraint;
    }
    const match = writtenTypeConfig(context, written);
    if (match === undefined) return undefined;
    if (decided !== undefined && !sameMatch(decided, match)) return undefined;
    decided = match;
  }
  return decided;
}

/**
 * What the callee's declarations say about an object passed to it, inside an object passed to it, or
 * returned by a function passed to it (see declaredArgumentConfig; a same-file function's written types
 * first): a configuration type, null for none, undefined when they cannot tell (the caller then asks for
 * the contextual type). A callee typed only by declarations that name no configuration type takes none,
 * and a value kept in a variable without a written type has no contextual type.
 */
function declaredConfig(
  context: DiscoverContext,
  typed: TypedFacts,
  node: TSESTree.ObjectExpression,
): ConfigMatch | null | undefined {
  const settings = context.settings;
  const freeCallee = (call: TSESTree.CallExpression | TSESTree.NewExpression) =>
    freeOfConfigTypes(context, typed, call.callee) &&
    (!call.typeArguments || typeArgumentsFreeOfConfig(typed, call, settings));
  const argument = argumentOf(node);
  if (argument) {
    const written =
      argument.call.type === "CallExpression"
        ? writtenParameterConfig(context, argument.call, argument.index)
        : undefined;
    if (written !== undefined) return written;
    return freeCallee(argument.call) ? null : declaredArgumentConfig(typed, argument.call, argument.index, settings);
  }
  // Inside another literal: its type comes from the outermost one's, which may have none to give.
  const top = outermostLiteral(node);
  if (top !== node) {
    if (untypedVariableValue(typed, top)) return null;
    const outer = argumentOf(top);
    if (!outer) return undefined;
    if (freeCallee(outer.call)) return null;
    const path = propertyPath(node, top);
    return path ? declaredArgumentConfig(typed, outer.call, outer.index, settings, undefined, path) : undefined;
  }
  if (untypedVariableValue(typed, node)) return null;
  const parent = node.parent;
  const fn =
    parent.type === "ArrowFunctionExpression" && parent.body === node
      ? parent
      : parent.type === "ReturnStatement"
        ? enclosingFunction(parent)
        : undefined;
  if (!fn || fn.type === "FunctionDeclaration" || fn.async || fn.generator || fn.returnType || fn.typeParameters)
    return undefined;
  const passed = argumentOf(fn);
  if (!passed) return undefined;
  if (freeCallee(passed.call)) return null;
  // The parameters before the first optional one, as TypeScript counts them to match a signature.
  const params = fn.params.filter((p) => !(p.type === "Identifier" && p.name === "this"));
  const optional = params.findIndex(
    (p) => p.type === "AssignmentPattern" || p.type === "RestElement" || ("optional" in p && p.optional),
  );
  const requiredParameters = optional < 0 ? params.length : optional;
  return declaredArgumentConfig(typed, passed.call, passed.index, settings, { requiredParameters });
}

/**
 * The outermost literal an object is a part of: through property values, array elements, and the
 * branches of `?:`, `||`, `??` and `&&` (which pass the contextual type on).
 */
function outermostLiteral(node: Node): Node {
  let top = node;
  for (let parent = top.parent; parent; parent = top.parent) {
    const passes =
      (parent.type === "Property" && parent.value === top && parent.parent.type === "ObjectExpression") ||
      parent.type === "ArrayExpression" ||
      (parent.type === "ConditionalExpression" && parent.test !== top) ||
      (parent.type === "LogicalExpression" && parent.right === top);
    if (!passes) break;
    top = parent.type === "Property" ? parent.parent : parent;
  }
  return top;
}

/** The property names from an outer literal down to an object in it (see outermostLiteral); undefined through arrays or computed keys. */
function propertyPath(node: Node, top: Node): string[] | undefined {
  const path: string[] = [];
  for (let n = node; n !== top; n = n.parent!) {
    const parent = n.parent!;
    if (parent.type === "Property") {
      if (parent.computed) return undefined;
      const key =
        parent.key.type === "Identifier"
          ? parent.key.name
          : parent.key.type === "Literal"
            ? String(parent.key.value)
            : undefined;
      if (key === undefined) return undefined;
      path.unshift(key);
      n = parent; // then its object literal
    } else if (parent.type === "ArrayExpression") {
      return undefined;
    }
  }
  return path;
}

/** A value kept in a variable without a written type: it has no contextual type (in JavaScript, JSDoc may give one). */
function untypedVariableValue(typed: TypedFacts, node: Node): boolean {
  const parent = node.parent;
  if (
    parent?.type !== "VariableDeclarator" ||
    parent.init !== node ||
    parent.id.type !== "Identifier" ||
    parent.id.typeAnnotation
  )
    return false;
  const tsNode = typed.services.esTreeNodeToTSNodeMap.get(node);
  return !!tsNode && !/\.[cm]?jsx?$/.test(tsNode.getSourceFile().fileName);
}

/** TypeScript's own mapped types: `Partial<T>` of a configuration type is not one (nor named like one). */
const MAPPED_UTILITIES = new Set(["Partial", "Required", "Pick", "Omit", "Record"]);

/** Whether a written type is one of TypeScript's global mapped utility types (`Partial<..>` and the like). */
function isPartialUtility(context: DiscoverContext, type: TSESTree.TypeNode): boolean {
  if (
    type.type !== "TSTypeReference" ||
    type.typeName.type !== "Identifier" ||
    !MAPPED_UTILITIES.has(type.typeName.name)
  )
    return false;
  const names = context.settings.typeNames;
  if (names.has(type.typeName.name) || names.has("__type")) return false;
  // Not a type of the same name declared in the file (typescript-eslint declares the library's as implicit).
  const variable = findVariable(context.sourceCode.getScope(type), type.typeName);
  return !variable || variable.defs.length === 0;
}

/**
 * Whether a written type is TypeScript's `Partial<..>` (optionally under `Readonly<..>`, with `undefined` or
 * `null`, or through a type alias declared in the file): an object written for it is a part of a
 * configuration, built up and completed elsewhere, not a configuration by itself.
 */
function writtenPartial(context: DiscoverContext, type: TSESTree.TypeNode, depth = 0): boolean {
  if (depth > 8) return false;
  if (type.type === "TSUnionType") {
    const members = type.types.filter((t) => t.type !== "TSUndefinedKeyword" && t.type !== "TSNullKeyword");
    return members.length === 1 && writtenPartial(context, members[0]!, depth + 1);
  }
  if (type.type !== "TSTypeReference" || type.typeName.type !== "Identifier") return false;
  const name = type.typeName.name;
  const variable = findVariable(context.sourceCode.getScope(type), type.typeName);
  if (variable && variable.defs.length > 0) {
    // A type alias of the file: what it stands for.
    const def = variable.defs[0]!;
    return (
      variable.defs.length === 1 &&
      def.node.type === "TSTypeAliasDeclaration" &&
      writtenPartial(context, def.node.typeAnnotation, depth + 1)
    );
  }
  const argument = type.typeArguments?.params[0];
  if (name === "Readonly" && argument) return writtenPartial(context, argument, depth + 1);
  return name === "Partial" && isPartialUtility(context, type);
}

/**
 * With types: whether a written type is `Partial<..>` (see writtenPartial), also through type aliases
 * declared in other files. Only TypeScript's own `Partial` and `Readonly` count.
 */
function typedPartial(typed: TypedFacts, typeNode: TSESTree.TypeNode): boolean {
  const tsNode = typed.services.esTreeNodeToTSNodeMap.get(typeNode) as ts.TypeNode | undefined;
  if (!tsNode) return false;
  const t = typed.ts;
  const program = typed.services.program;
  const isLibrary = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).some((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()));
  const partial = (type: ts.Type, depth: number): boolean => {
    if (depth > 8) return false;
    const members = type.isUnion()
      ? type.types.filter((m) => !(m.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null)))
      : [type];
    return (
      members.length > 0 &&
      members.every((member) => {
        const alias = member.aliasSymbol;
        if (!alias || !isLibrary(alias)) return false;
        const argument = member.aliasTypeArguments?.[0];
        if (alias.name === "Readonly" && argument) return partial(argument, depth + 1);
        return alias.name === "Partial";
      })
    );
  };
  return partial(typed.checker.getTypeFromTypeNode(tsNode), 0);
}

/** Whether an object literal is a configuration, and of which type. */
export function matchConfig(context: DiscoverContext, node: TSESTree.ObjectExpression): ConfigMatch | undefined {
  const typeNode = typeContext(node);
  const byType = typeNode && matchTypeNode(context, typeNode);
  if (byType) return byType;
  // An object written for `Partial<..>` is a part of a configuration, not one by itself, even where it is
  // then passed on as one (`new OssBackend(scope, draft as OssBackendConfig)`, after it is completed).
  if (typeNode && writtenPartial(context, typeNode)) return undefined;
  const outer = outerExpression(node);
  const syntactic = matchConstructArgument(context, outer) ?? matchThroughVariable(context, outer);
  if (syntactic) return typeNode && context.typed && typedPartial(context.typed, typeNode) ? undefined : syntactic;
  // Types: an annotated object is always asked about; others only when their keys suggest a configuration.
  if (!context.typed || isSpreadPart(node) || (!typeNode && !mayBeConfig(node))) return undefined;
  if (!typeNode) {
    const declared = declaredConfig(context, context.typed, node);
    if (declared !== undefined) return declared ?? undefined;
  } else if (isPartialUtility(context, typeNode)) {
    return undefined;
  }
  const type = contextualType(context.typed, node);
  return type ? configTypeOf(context.typed, type, context.settings) : undefined;
}

/** TypeScript's own mapped types that keep (some of) a type's keys. */
const KEY_KEEPING = new Set(["Partial", "Required", "Readonly", "Pick", "Omit"]);

/**
 * Whether a written type is a configuration type, a block type (OssAssumeRole, CosBackendAssumeRole), or
 * `Partial`, `Pick` and the like of one, optionally with `undefined` or `null`: TypeScript checks the keys of
 * a fresh literal written for it against the configuration's keys.
 */
function writtenTypeChecksKeys(context: DiscoverContext, type: TSESTree.TypeNode, depth = 0): boolean {
  if (depth > 8) return false;
  if (type.type === "TSUnionType") {
    const members = type.types.filter((t) => t.type !== "TSUndefinedKeyword" && t.type !== "TSNullKeyword");
    return members.length > 0 && members.every((m) => writtenTypeChecksKeys(context, m, depth + 1));
  }
  if (type.type !== "TSTypeReference") return false;
  if (matchTypeNode(context, type)) return true;
  const name =
    type.typeName.type === "Identifier"
      ? type.typeName.name
      : type.typeName.type === "TSQualifiedName"
        ? type.typeName.right.name
        : "";
  const argument = type.typeArguments?.params[0];
  if (KEY_KEEPING.has(name) && argument) return writtenTypeChecksKeys(context, argument, depth + 1);
  if (!blockTypeNames.has(name)) return false;
  const origin = resolveEntity(context.sourceCode.getScope(type), type.typeName);
  return !!origin && blockTypeNames.has(origin.imported) && fromModule(context, origin);
}

/**
 * Whether an object literal loses TypeScript's excess-property check on the way to the place that gives it
 * a type: a type assertion (`as X`, `<X>`, not `as const`) over it, or over a literal or array it is part of,
 * or a spread (`...{ a: 1 }`: TypeScript checks no spread property).
 */
function uncheckedOnTheWay(node: TSESTree.ObjectExpression): boolean {
  let n: Node = node;
  for (let depth = 0; depth < 64; depth++) {
    const parent: Node | undefined = n.parent;
    if (!parent) return false;
    switch (parent.type) {
      case "TSAsExpression":
      case "TSTypeAssertion":
        if (!isConstAssertion(parent)) return true;
        break;
      case "TSNonNullExpression":
      case "LogicalExpression":
      case "ArrayExpression":
        break;
      case "ConditionalExpression":
        if (parent.test === n) return false;
        break;
      case "Property":
        if (parent.value !== n || parent.parent.type !== "ObjectExpression") return false;
        n = parent.parent;
        continue;
      case "SpreadElement":
        return true;
      default:
        // `satisfies` checks here; anything else is the place itself.
        return false;
    }
    n = parent;
  }
  return false;
}

/** What deciding whether the compiler checks a literal's keys needs to know of a file. */
export interface KeyCheckContext extends DiscoverContext {
  /** Whether TypeScript compiles and checks the file (see compilerChecksFile). */
  readonly checkedFile: boolean;
  /** Whether the file is linted with type information (then `typed` is unset when no configuration type is in reach). */
  readonly typedMode: boolean;
}

const TS_FILE = /\.(?:[cm]?ts|tsx)$/;

/**
 * Whether TypeScript checks a file: a TypeScript file (by its name; JavaScript, even parsed by the
 * TypeScript parser, is not checked) without a `// @ts-nocheck` comment before its first token.
 */
export function compilerChecksFile(sourceCode: TSESLint.SourceCode, filename: string): boolean {
  if (!TS_FILE.test(filename) || /\.d\.[cm]?ts$/.test(filename)) return false;
  const first = sourceCode.ast.tokens[0]?.range[0] ?? Infinity;
  return !sourceCode.ast.comments.some(
    (c) => c.range[0] < first && c.type === "Line" && /^\/?\s*@ts-nocheck\b/.test(c.value),
  );
}

/**
 * Whether TypeScript's excess-property check covers the keys written in an object literal, against a
 * configuration (or block) type: the literal is written, fresh, where such a type is declared for it.
 * Without types: an annotated variable, parameter default, class field or return type, `satisfies`, an
 * element of an annotated array, a construct's configuration argument, or an inline value of a literal that
 * is checked itself. With types: its contextual type is such a type (see checksConfigKeys); an `any`, a
 * type parameter or an index signature is none. Never in JavaScript or under an assertion (see uncheckedOnTheWay).
 */
export function keysChecked(context: KeyCheckContext, node: TSESTree.ObjectExpression): boolean {
  if (!context.checkedFile || uncheckedOnTheWay(node)) return false;
  if (context.typedMode) {
    const type = context.typed && contextualType(context.typed, node);
    return !!type && checksConfigKeys(context.typed, type, context.settings);
  }
  return untypedKeysChecked(context, node);
}

function untypedKeysChecked(context: DiscoverContext, node: TSESTree.ObjectExpression): boolean {
  const type = typeContext(node);
  if (type) return writtenTypeChecksKeys(context, type);
  if (matchConstructArgument(context, outerExpression(node))) return true;
  const parent = node.parent;
  return (
    parent.type === "Property" &&
    parent.value === node &&
    parent.parent.type === "ObjectExpression" &&
    untypedKeysChecked(context, parent.parent)
  );
}
