/** Call signatures: what a callee's declarations say about an object passed to it, without resolving the call. */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { sameMatch, type ConfigMatch } from "../../../model/index.js";
import type { ResolvedSettings } from "../../../settings.js";
import { JS_FILE } from "../constants.js";
import { configTypeOf, type Substitute } from "./config-types.js";
import { isAbsent, type TypedFacts } from "./facts.js";

/**
 * Resolving a call type-checks every argument against every overload, which is costly, so each overload's
 * parameter type (or a callback's return type) is asked instead. Undefined when overloads differ or do not say:
 * the caller then asks for the contextual type.
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
  // An untyped callee gives the contextual type `any`, which names no configuration.
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
    // TypeScript leaves such overloads out of resolution.
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

/** A callee's type parameters stand for the call's type arguments (see declaredArgumentConfig). */
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
 * As TypeScript passes a contextual type on to a nested object; undefined where that is not plain to see (type
 * parameters, index signatures, several union members).
 */
function typeAtPath(facts: TypedFacts, type: ts.Type, path: readonly string[]): ts.Type | null | undefined {
  const t = facts.ts;
  let current = type;
  for (const name of path) {
    let found: ts.Type | undefined;
    for (const member of current.isUnion() ? current.types : [current]) {
      if (isAbsent(t, member)) continue;
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
 * TypeScript leaves other overloads out of resolution; a trailing `void` parameter may be left out, and
 * JavaScript parameters are optional.
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
    if (JS_FILE.test(declaration.getSourceFile().fileName)) return true;
    const type = facts.checker.getTypeOfSymbol(parameters[i]!);
    const members = type.isUnion() ? type.types : [type];
    if (!members.some((m) => m.flags & t.TypeFlags.Void)) return false;
  }
  return true;
}

/** Null when the signature has no such parameter, undefined when unknown. */
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

/** Null when the type has no call signature (the callback then has no contextual type). */
function callbackReturnType(facts: TypedFacts, type: ts.Type, requiredParameters: number): ts.Type | null | undefined {
  const t = facts.ts;
  if (type.flags & t.TypeFlags.TypeParameter) return undefined;
  const members = type.isUnion() ? type.types : [type];
  let signature: ts.Signature | undefined;
  for (const member of members) {
    if (member.flags & t.TypeFlags.TypeParameter) return undefined;
    // TypeScript's arity rule: a signature with fewer parameters than the callback requires does not type it.
    const signatures = facts.checker
      .getSignaturesOfType(member, t.SignatureKind.Call)
      .filter((s) => hasRestParameter(facts, s) || s.getParameters().length >= requiredParameters);
    if (signatures.length === 0) continue;
    if (signatures.length > 1 || signature || signatures[0]!.getTypeParameters()) return undefined;
    signature = signatures[0];
  }
  return signature ? facts.checker.getReturnTypeOfSignature(signature) : null;
}

/** A class without type parameters fixes its instances' type where it is declared. */
export function namesPlainClass(facts: TypedFacts, identifier: TSESTree.Identifier): boolean {
  const t = facts.ts;
  const node = facts.services.esTreeNodeToTSNodeMap.get(identifier);
  let symbol = node && facts.checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & t.SymbolFlags.Alias) symbol = facts.checker.getAliasedSymbol(symbol);
  const declarations = symbol?.declarations ?? [];
  return declarations.length > 0 && declarations.every((d) => t.isClassDeclaration(d) && !d.typeParameters);
}
