/** One setter call as an entry of the model, and what its argument is: a block, data, a constant, unknown. */
import type { Node } from "web-tree-sitter";
import type { ConfigEntry, ConfigObject, JsonValue, Span, StaticValue } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import { namedArgs, same, withoutEffects } from "../tree-sitter/syntax.js";
import { TreeSitterProperty, type PropertyGrammar } from "../tree-sitter/property.js";
import { spanBetween, spanOf } from "../tree-sitter/span.js";
import { chainFrom } from "./chains.js";
import { constant, constantInit } from "./constants.js";
import type { JavaContext } from "./context.js";
import { startName } from "./starts.js";
import { dotOf, simpleName, unparen } from "./syntax.js";
import { isWrittenLiteral } from "./values.js";

/** One setter call as a property; `config(..)` on a construct's builder hands over the whole configuration. */
export function entryOf(
  context: JavaContext,
  setter: Node,
  fields: readonly FieldSpec[],
  certain: boolean,
  construct: boolean,
  editable = true,
): ConfigEntry {
  const nameNode = setter.childForFieldName("name")!;
  const key = nameNode.text;
  const field = fields.find((f) => f.spelling.java === key);
  if (!field && construct && key === "config") return { type: "opaque", reason: "spread", span: setterSpan(setter) };
  const list = setter.childForFieldName("arguments");
  const given = namedArgs(list);
  const single = given.length === 1 ? given[0]! : undefined;
  if (single && list) {
    context.ancestors.setParent(list, setter);
    context.ancestors.setParent(single, list);
  }
  const value: StaticValue = single
    ? valueOf(context, single, field, true, setter)
    : { kind: "unknown", maybeUnset: false, origin: "other" };
  const facts = {
    key,
    field,
    value,
    certain,
    editable,
    plain: single !== undefined,
    literal: single !== undefined && isWrittenLiteral(unparen(single)),
  };
  return new TreeSitterProperty(facts, setter, nameNode, single ?? list ?? setter, given, JAVA_PROPERTIES);
}

/** What a setter call adds to its chain, from its `.` to its `)`. */
function setterSpan(setter: Node): Span {
  return spanBetween(dotOf(setter) ?? setter.childForFieldName("name") ?? setter, setter);
}

const JAVA_PROPERTIES: PropertyGrammar = { isPure, spanOf: (property) => setterSpan(property.handle) };

/** Expressions that may change state or run code (a string template calls its processor). */
const SIDE_EFFECTS: ReadonlySet<string> = new Set([
  "assignment_expression",
  "update_expression",
  "method_invocation",
  "object_creation_expression",
  "array_creation_expression",
  "explicit_constructor_invocation",
  "template_expression",
]);

/**
 * Whether a setter's argument has no side effect as far as the syntax shows (ConfigProperty.pure); an environment
 * read changes nothing. A call inside a lambda counts too.
 */
function isPure(node: Node): boolean {
  return withoutEffects(node, (n) => SIDE_EFFECTS.has(n.type), isEnvironmentRead);
}

function valueOf(
  context: JavaContext,
  node: Node,
  field: FieldSpec | undefined,
  editable: boolean,
  anchor?: Node,
): StaticValue {
  const inner = unparen(node);
  if (field?.type === "block") {
    const block = blockOf(context, inner, field, editable, anchor);
    if (block) return block;
  }
  if (field && (field.type === "string-map" || field.type === "string-list")) {
    const data = dataOf(context, inner, anchor);
    if (data) return data;
  }
  const folded = constant(context, inner, anchor);
  if (folded) {
    switch (folded.t) {
      case "string":
        return { kind: "string", value: folded.v };
      case "int":
      case "long":
      case "double":
        return { kind: "number", value: folded.v };
      case "boolean":
        return { kind: "boolean", value: folded.v };
      case "null":
        return { kind: "nothing" };
      case "char":
        break;
    }
  }
  if (isEnvironmentRead(inner)) return { kind: "unknown", maybeUnset: true, origin: "env" };
  return { kind: "unknown", maybeUnset: false, origin: isFileRead(inner) ? "file" : "other" };
}

/** A block written as a builder of its type (`OssAssumeRole.builder()...build()`), or a constant holding one. */
function blockOf(
  context: JavaContext,
  node: Node,
  field: FieldSpec,
  editable: boolean,
  anchor: Node | undefined,
): StaticValue | undefined {
  const block = field.block!;
  let chainEnd = node;
  let own = editable;
  if (node.type === "identifier" || node.type === "field_access") {
    const init = constantInit(context, node, anchor);
    if (!init) return undefined;
    chainEnd = unparen(init);
    own = false;
  }
  if (chainEnd.type !== "method_invocation" || chainEnd.childForFieldName("name")?.text !== "build") return undefined;
  let start: Node = chainEnd;
  while (start.type === "method_invocation" && !startName(start)) {
    const object = start.childForFieldName("object");
    if (!object) return undefined;
    start = object;
  }
  const found = startName(start);
  if (!found || found.construct || found.name !== block.typeName) return undefined;
  // The chain is walked down from its end: each call's object is the call before it.
  const parents = new Map<number, Node>();
  for (let n: Node = chainEnd; n.id !== start.id;) {
    const object = n.childForFieldName("object");
    if (!object) return undefined;
    parents.set(object.id, n);
    n = object;
  }
  const chain = chainFrom(start, (n) => parents.get(n.id) ?? null);
  if (!same(chain.build, chainEnd)) return undefined;
  const entries = chain.setters.map((s) => entryOf(context, s, block.fields, true, false, own));
  const object: ConfigObject = {
    entries,
    fields: block.fields,
    editable: own,
    span: spanOf(chainEnd),
    handle: chainEnd,
  };
  return { kind: "object", object };
}

/** `Map.of(..)`, `List.of(..)`, `Arrays.asList(..)`, `Collections.empty*()`: data, with its JSON when static. */
function dataOf(context: JavaContext, node: Node, anchor: Node | undefined): StaticValue | undefined {
  if (node.type !== "method_invocation") return undefined;
  const owner = simpleName(node.childForFieldName("object"));
  const name = node.childForFieldName("name")?.text;
  const given = namedArgs(node.childForFieldName("arguments"));
  const json = (n: Node): JsonValue | undefined => {
    const c = constant(context, unparen(n), anchor);
    if (!c || c.t === "char") return undefined;
    return c.t === "null" ? null : c.v;
  };
  if (
    (owner === "List" && name === "of") ||
    (owner === "Arrays" && name === "asList") ||
    (owner === "Collections" && name === "emptyList")
  ) {
    const items = given.map(json);
    return {
      kind: "data",
      shape: "array",
      json: items.every((i) => i !== undefined) ? items : undefined,
    };
  }
  if ((owner === "Map" && name === "of") || (owner === "Collections" && name === "emptyMap")) {
    if (given.length % 2 !== 0) return { kind: "data", shape: "object", json: undefined };
    const result: Record<string, JsonValue> = {};
    for (let i = 0; i < given.length; i += 2) {
      const key = json(given[i]!);
      const value = json(given[i + 1]!);
      if (typeof key !== "string" || value === undefined) return { kind: "data", shape: "object", json: undefined };
      result[key] = value;
    }
    return { kind: "data", shape: "object", json: result };
  }
  return undefined;
}

/** `System.getenv("X")`, `java.lang.System.getenv("X")`, `System.getenv().get("X")`. */
function isEnvironmentRead(node: Node): boolean {
  if (node.type !== "method_invocation") return false;
  const name = node.childForFieldName("name")?.text;
  const object = node.childForFieldName("object");
  if (name === "getenv")
    return simpleName(object) === "System" && namedArgs(node.childForFieldName("arguments")).length === 1;
  if (name === "get" && object?.type === "method_invocation") {
    return (
      object.childForFieldName("name")?.text === "getenv" && simpleName(object.childForFieldName("object")) === "System"
    );
  }
  return false;
}

/** `Files.readString(..)`, `new String(Files.readAllBytes(..)..)`, and `.trim()`/`.strip()` of one. */
function isFileRead(node: Node): boolean {
  let n = node;
  while (
    n.type === "method_invocation" &&
    /^(trim|strip|stripTrailing|stripLeading)$/.test(n.childForFieldName("name")?.text ?? "")
  ) {
    const object = n.childForFieldName("object");
    if (!object) return false;
    n = unparen(object);
  }
  if (n.type === "object_creation_expression" && simpleName(n.childForFieldName("type")) === "String") {
    const first = namedArgs(n.childForFieldName("arguments"))[0];
    return first !== undefined && isFileRead(unparen(first));
  }
  if (n.type !== "method_invocation") return false;
  const name = n.childForFieldName("name")?.text;
  return simpleName(n.childForFieldName("object")) === "Files" && (name === "readString" || name === "readAllBytes");
}
