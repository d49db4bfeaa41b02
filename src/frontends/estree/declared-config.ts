/**
 * Typed shortcuts: what the declarations of a callee (or of what holds a value) say about an object passed
 * to it, asked before TypeScript's contextual type, which can cost more than all else the plugin does.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { sameMatch, type ConfigMatch } from "../../model/index.js";
import type { ResolvedSettings } from "../../settings.js";
import { findVariable } from "./ast-utils.js";
import { JS_FILE } from "./constants.js";
import type { DiscoverContext } from "./context.js";
import { enclosingFunction, writtenKeyName } from "./syntax.js";
import { declaredArgumentConfig, namesPlainClass, typeArgumentsFreeOfConfig } from "./typed/call-signatures.js";
import type { TypedFacts } from "./typed/facts.js";
import { globalsMayNameConfigTypes, moduleMayReachConfigTypes } from "./typed/reach.js";
import { writtenTypeConfig } from "./written-types.js";

type Node = TSESTree.Node;

/** A spread before the argument makes its index unknown. */
function argumentOf(node: Node): { call: TSESTree.CallExpression | TSESTree.NewExpression; index: number } | undefined {
  const call = node.parent;
  if ((call?.type !== "CallExpression" && call?.type !== "NewExpression") || call.callee.type === "Super")
    return undefined;
  const index = call.arguments.indexOf(node as TSESTree.CallExpressionArgument);
  if (index < 0 || call.arguments.slice(0, index).some((a) => a.type === "SpreadElement")) return undefined;
  return { call, index };
}

/**
 * A reference typed only by declarations whose import closure names no configuration type (see typed/reach.ts)
 * cannot give an object such a type.
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

function writtenParameter(param: Parameter): { type: TSESTree.TypeNode | undefined; optional: boolean } {
  if (param.type === "AssignmentPattern") return { type: param.left.typeAnnotation?.typeAnnotation, optional: true };
  if (param.type === "RestElement") return { type: param.typeAnnotation?.typeAnnotation, optional: true };
  if (param.type === "TSParameterProperty") return writtenParameter(param.parameter);
  return { type: param.typeAnnotation?.typeAnnotation, optional: param.type === "Identifier" && param.optional };
}

/** A trailing parameter that takes `void` may be left out. */
function acceptsVoid(type: TSESTree.TypeNode): boolean {
  return (
    type.type === "TSVoidKeyword" || (type.type === "TSUnionType" && type.types.some((m) => m.type === "TSVoidKeyword"))
  );
}

/**
 * A same-file function's written parameter types answer without asking types, when every overload that takes
 * the call's number of arguments writes the same configuration. Undefined when they do not say plainly.
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
 * A configuration type, null for none, undefined when the declarations cannot tell and the caller must ask for
 * the contextual type. A value kept in a variable without a written type has no contextual type.
 */
export function declaredConfig(
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
  // TypeScript counts the parameters before the first optional one to match a signature.
  const params = fn.params.filter((p) => !(p.type === "Identifier" && p.name === "this"));
  const optional = params.findIndex(
    (p) => p.type === "AssignmentPattern" || p.type === "RestElement" || ("optional" in p && p.optional),
  );
  const requiredParameters = optional < 0 ? params.length : optional;
  return declaredArgumentConfig(typed, passed.call, passed.index, settings, { requiredParameters });
}

/** The branches of `?:`, `||`, `??` and `&&` pass the contextual type on. */
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

/** Undefined through arrays or computed keys. */
function propertyPath(node: Node, top: Node): string[] | undefined {
  const path: string[] = [];
  for (let n = node; n !== top; n = n.parent!) {
    const parent = n.parent!;
    if (parent.type === "Property") {
      const key = writtenKeyName(parent);
      if (key === undefined) return undefined;
      path.unshift(key);
      n = parent; // then its object literal
    } else if (parent.type === "ArrayExpression") {
      return undefined;
    }
  }
  return path;
}

/** In JavaScript, JSDoc may give such a value a type, so only TypeScript files count. */
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
  return !!tsNode && !JS_FILE.test(tsNode.getSourceFile().fileName);
}
/** Only TypeScript's own `Partial` and `Readonly` count: a user's type of that name may mean anything. */
export function typedPartial(typed: TypedFacts, typeNode: TSESTree.TypeNode): boolean {
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
