/**
 * Call signatures: what a callee's declarations (its overloads' parameter types, a callback's return type)
 * say about an object passed to it, without resolving the call.
 */
import type { TSESTree } from "@typescript-eslint/utils";
import type * as ts from "typescript";
import { sameMatch, type ConfigMatch } from "../../../model/index.js";
import type { ResolvedSettings } from "../../../settings.js";
import { JS_FILE } from "../constants.js";
import { configTypeOf, type Substitute } from "./config-types.js";
import { isAbsent, type TypedFacts } from "./facts.js";

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
    if (JS_FILE.test(declaration.getSourceFile().fileName)) return true;
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

/** Whether an identifier names a class declared without type parameters (its instances' type is fixed where declared). */
export function namesPlainClass(facts: TypedFacts, identifier: TSESTree.Identifier): boolean {
  const t = facts.ts;
  const node = facts.services.esTreeNodeToTSNodeMap.get(identifier);
  let symbol = node && facts.checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & t.SymbolFlags.Alias) symbol = facts.checker.getAliasedSymbol(symbol);
  const declarations = symbol?.declarations ?? [];
  return declarations.length > 0 && declarations.every((d) => t.isClassDeclaration(d) && !d.typeParameters);
}
