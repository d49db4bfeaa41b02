/** Same-file constants: what a name or `Type.NAME` reaches, and the constant an expression folds to. */
import type { Node } from "web-tree-sitter";
import { MAX_DEPTH } from "../../model/limits.js";
import { identifiersNamed } from "../tree-sitter/words.js";
import { namedArgs, same } from "../tree-sitter/syntax.js";
import type { JavaContext } from "./context.js";
import { certainlyDeclaresNothing, declaresName, simpleName, unparen } from "./syntax.js";
import { binary, cast, literalValue, unary, type JavaValue } from "./values.js";

const CLASS_TYPES = new Set([
  "class_declaration",
  "interface_declaration",
  "enum_declaration",
  "record_declaration",
  "annotation_type_declaration",
]);

const isClassType = (node: Node) => CLASS_TYPES.has(node.type);

/** The bodies whose children are members (fields, methods, nested types). */
const BODIES = /^(class_body|interface_body|enum_body_declarations|enum_body|annotation_type_body|program)$/;

const isBody = (node: Node) => BODIES.test(node.type);

/** One test per context, the same function each time, so that `Ancestors.nearest` keeps its answers. */
const memberTests = new WeakMap<JavaContext, (node: Node) => boolean>();

/** The member (field, method, nested type) of the innermost class body that holds a node. */
function memberOf(context: JavaContext, node: Node): Node {
  const { ancestors } = context;
  if (isBody(node)) return context.root;
  let parentIsBody = memberTests.get(context);
  if (!parentIsBody) {
    parentIsBody = (n: Node) => {
      const parent = ancestors.parentOf(n);
      return parent !== null && isBody(parent);
    };
    memberTests.set(context, parentIsBody);
  }
  const parent = ancestors.parentOf(node);
  if (parent && isBody(parent)) return node;
  return ancestors.nearest(node, parentIsBody) ?? context.root;
}

/** The constant an expression folds to; undefined beyond MAX_DEPTH. */
export function constant(context: JavaContext, node: Node, anchor?: Node, depth = 0): JavaValue | undefined {
  if (depth > MAX_DEPTH) return undefined;
  switch (node.type) {
    case "parenthesized_expression": {
      const inner = namedArgs(node)[0];
      return inner && constant(context, inner, anchor, depth + 1);
    }
    case "binary_expression": {
      const left = node.childForFieldName("left");
      const right = node.childForFieldName("right");
      const operator = node.childForFieldName("operator")?.text ?? "";
      if (!left || !right) return undefined;
      const l = constant(context, left, anchor, depth + 1);
      const r = l && constant(context, right, anchor, depth + 1);
      return l && r && binary(operator, l, r);
    }
    case "unary_expression": {
      const operand = node.childForFieldName("operand");
      const operator = node.childForFieldName("operator")?.text ?? "";
      if (!operand) return undefined;
      // `-2147483648` and `-9223372036854775808L`: the magnitude alone is out of range.
      if (operator === "-" && /^(decimal_integer_literal)$/.test(operand.type)) {
        const text = operand.text.replace(/_/g, "");
        if (text === "2147483648") return { t: "int", v: -2147483648 };
        if (/^9223372036854775808[lL]$/.test(text)) return { t: "long", v: -9223372036854775808 };
      }
      const value = constant(context, operand, anchor, depth + 1);
      return value && unary(operator, value);
    }
    case "cast_expression": {
      const type = node.childForFieldName("type");
      const value = node.childForFieldName("value");
      const folded = value && constant(context, value, anchor, depth + 1);
      return type && folded ? cast(type.text, folded) : undefined;
    }
    case "identifier":
    case "field_access": {
      const init = constantInit(context, node, anchor);
      if (!init || context.evaluating.has(init.id)) return undefined;
      context.evaluating.add(init.id);
      try {
        return constant(context, unparen(init), undefined, depth + 1);
      } finally {
        context.evaluating.delete(init.id);
      }
    }
    default:
      return literalValue(node);
  }
}

/**
 * The initialiser of the same-file constant `NAME` or `Type.NAME` reaches. `anchor` is an ancestor of the node whose
 * own ancestors are known (the setter call an argument is in).
 */
export function constantInit(context: JavaContext, node: Node, anchor: Node | undefined): Node | undefined {
  if (anchor) context.ancestors.reach(node, anchor);
  if (node.type === "identifier") {
    const name = node.text;
    if (isLocalName(context, node, name)) return undefined;
    const owner = context.ancestors.nearest(node, isClassType);
    return (owner && visibleField(context, owner, name)) ?? undefined;
  }
  if (node.type === "field_access") {
    const object = node.childForFieldName("object");
    const field = node.childForFieldName("field")?.text;
    if (!object || !field || (object.type !== "identifier" && object.type !== "field_access")) return undefined;
    // `Consts.BUCKET`, `Outer.Consts.BUCKET`: a class of this file, not a local name.
    if (object.type === "identifier") {
      context.ancestors.setParent(object, node);
      if (isLocalName(context, object, object.text)) return undefined;
    }
    const owner = simpleName(object);
    const decl = owner === undefined ? undefined : classByName(context, owner);
    return (decl && fieldsNamed(context, field).get(decl.id)) ?? undefined;
  }
  return undefined;
}

/**
 * The field `name` a class or a class around it declares, innermost first: its initialiser when it is a constant,
 * null when it is no constant (it hides any outer one). Memoised so that deep nesting is walked once per name.
 */
function visibleField(context: JavaContext, decl: Node, name: string): Node | null | undefined {
  let memo = context.visibleFields.get(name);
  if (!memo) {
    memo = new Map();
    context.visibleFields.set(name, memo);
  }
  const declared = fieldsNamed(context, name);
  const pending: Node[] = [];
  let found: Node | null | undefined;
  for (let n: Node | null = decl; n; n = context.ancestors.nearest(n, isClassType)) {
    if (memo.has(n.id)) {
      found = memo.get(n.id);
      break;
    }
    pending.push(n);
    if (declared.has(n.id)) {
      found = declared.get(n.id);
      break;
    }
  }
  for (const n of pending) memo.set(n.id, found);
  return found;
}

/**
 * The fields named `name`, by the id of the declaring class: a constant's initialiser (`static final`, or any field
 * of an interface), else null. Found from the name's occurrences in the word index, so no class's members are listed.
 */
function fieldsNamed(context: JavaContext, name: string): Map<number, Node | null> {
  const known = context.fieldsNamed.get(name);
  if (known) return known;
  const { ancestors } = context;
  const fields = new Map<number, Node | null>();
  context.fieldsNamed.set(name, fields);
  for (const id of identifiersNamed(ancestors, context.words, name, 0, context.text.length, "identifier", (end) =>
    mayEndDeclaratorName(context.text, end),
  )) {
    const declarator = ancestors.parentOf(id);
    if (declarator?.type !== "variable_declarator" || !same(declarator.childForFieldName("name"), id)) continue;
    const member = ancestors.parentOf(declarator);
    if (member?.type !== "field_declaration" && member?.type !== "constant_declaration") continue;
    // A member of a class body; an enum's fields stand after its constants, in enum_body_declarations.
    let body = ancestors.parentOf(member);
    if (body?.type === "enum_body_declarations") body = ancestors.parentOf(body);
    const decl = body && isBody(body) ? ancestors.parentOf(body) : null;
    if (!decl || !isClassType(decl) || !same(decl.childForFieldName("body"), body)) continue;
    const interfaceLike = decl.type === "interface_declaration" || decl.type === "annotation_type_declaration";
    const modifiers = member.namedChildren.find((c) => c?.type === "modifiers")?.text.split(/\s+/) ?? [];
    const isConstantMember =
      interfaceLike ||
      member.type === "constant_declaration" ||
      (modifiers.includes("static") && modifiers.includes("final"));
    // An array declarator (`X[] = {..}`) or a missing initialiser is no constant.
    const value = declarator.childForFieldName("value");
    const isConstant =
      isConstantMember && value && !declarator.childForFieldName("dimensions") && value.type !== "array_initializer";
    fields.set(decl.id, isConstant ? value : null);
  }
  return fields;
}

/** What may follow a declarator's name; `/` and `\` start a comment or Unicode escape the text cannot see past. */
const AFTER_DECLARATOR_NAME = /[\t\n\f\r ]*(?:[=,;[/\\]|$)/y;

/** Whether the name ending at `end` may be a declarator's: other occurrences are not looked up in the tree. */
function mayEndDeclaratorName(text: string, end: number): boolean {
  AFTER_DECLARATOR_NAME.lastIndex = end;
  return AFTER_DECLARATOR_NAME.test(text);
}

const TYPE_KEYWORDS: ReadonlySet<string> = new Set(["class", "interface", "enum", "record"]);
const isJavaSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
const isWordChar = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x24;

/**
 * Whether `class`, `interface`, `enum` or `record` and white space end the text before `start`: other occurrences are
 * not looked up in the tree. Each scan back stops at the previous occurrence, so together they are linear.
 */
function followsTypeKeyword(text: string, start: number): boolean {
  let end = start;
  while (end > 0 && isJavaSpace(text.charCodeAt(end - 1))) end--;
  if (end === start) return false;
  let begin = end;
  while (begin > 0 && end - begin < 9 && isWordChar(text.charCodeAt(begin - 1))) begin--;
  return TYPE_KEYWORDS.has(text.slice(begin, end)) && (begin === 0 || !isWordChar(text.charCodeAt(begin - 1)));
}

/**
 * The class of this file with a simple name, through the word index (no pattern is built from a name, which may be as
 * long as the file); undefined when none or several.
 */
function classByName(context: JavaContext, name: string): Node | undefined {
  if (context.classesByName.has(name)) return context.classesByName.get(name) ?? undefined;
  let found: Node | null | undefined;
  const { ancestors } = context;
  const afterKeyword = (end: number) => followsTypeKeyword(context.text, end - name.length);
  for (const id of identifiersNamed(
    ancestors,
    context.words,
    name,
    0,
    context.text.length,
    "identifier",
    afterKeyword,
  )) {
    const decl = ancestors.parentOf(id);
    if (!decl || !CLASS_TYPES.has(decl.type) || !same(decl.childForFieldName("name"), id)) continue;
    found = found === undefined ? decl : null;
  }
  context.classesByName.set(name, found ?? null);
  return found ?? undefined;
}

/** Whether a name is declared as a local anywhere in the member that holds it: it may shadow the constant. */
function isLocalName(context: JavaContext, node: Node, name: string): boolean {
  const member = memberOf(context, node);
  const key = `${member.id}:${name}`;
  let local = context.localNames.get(key);
  if (local === undefined) {
    local = false;
    // Occurrences whose text shows they declare nothing (`.bucket(BUCKET)`) are not looked up in the tree.
    const { text } = context;
    const mayDeclare = (end: number) => !certainlyDeclaresNothing(text, end - name.length, end);
    for (const id of identifiersNamed(
      context.ancestors,
      context.words,
      name,
      member.startIndex,
      member.endIndex,
      "identifier",
      mayDeclare,
    )) {
      if (id.endIndex > member.endIndex) continue;
      const parent = context.ancestors.parentOf(id);
      if (!parent) continue;
      // The field itself is no local.
      if (
        parent.type === "variable_declarator" &&
        (member.type === "field_declaration" || member.type === "constant_declaration") &&
        same(context.ancestors.parentOf(parent), member)
      ) {
        continue;
      }
      if (declaresName(parent, id)) {
        local = true;
        break;
      }
    }
    context.localNames.set(key, local);
  }
  return local;
}
