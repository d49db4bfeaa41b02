/** Finding <kit>'s configurations in a C# tree: object creations, target-typed `new()`, later assignments. */
import type { Node } from "web-tree-sitter";
import type {
  ConfigEntry,
  ConfigLiteral,
  ConfigMatch,
  ConfigObject,
  ConfigProperty,
  JsonValue,
  StaticValue,
} from "../../model/index.js";
import { configLiteral, fieldsOf } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import type { ResolvedSettings } from "../../settings.js";
import type { Ancestors } from "../tree-sitter/ancestors.js";
import { spanOf } from "../tree-sitter/text-edit.js";
import { identifiersNamed } from "../tree-sitter/words.js";
import {
  declaratorValue,
  csharpContext,
  defaultOfType,
  isWrittenLiteral,
  scalarValue,
  unknown,
  type CSharpContext,
} from "./values.js";

type Match = ConfigMatch;

/** The simple name a type is written with: `CosBackendConfig`, `Io.Kit.CosBackendConfig`, `CosBackendConfig?`. */
function typeName(type: Node | null): string | undefined {
  if (!type) return undefined;
  switch (type.type) {
    case "identifier":
      return type.text.replace(/^@/, "");
    case "qualified_name":
    case "alias_qualified_name":
      return typeName(type.childForFieldName("name"));
    case "nullable_type":
      return typeName(type.childForFieldName("type") ?? type.firstNamedChild);
    default:
      return undefined;
  }
}

/** The type a target-typed `new()` gets from where it stands: a declaration, a property, a return. */
function targetTypeName(ancestors: Ancestors, node: Node): string | undefined {
  const parent = ancestors.parentOf(node);
  if (!parent) return undefined;
  switch (parent.type) {
    case "variable_declarator": {
      const declaration = ancestors.parentOf(parent);
      return declaration?.type === "variable_declaration" ? typeName(declaration.childForFieldName("type")) : undefined;
    }
    case "property_declaration":
      return typeName(parent.childForFieldName("type"));
    case "arrow_expression_clause":
    case "return_statement":
      return returnTypeName(ancestors, parent);
    default:
      return undefined;
  }
}

/** The declared type of what the enclosing method, local function or property returns. */
function returnTypeName(ancestors: Ancestors, node: Node): string | undefined {
  for (const n of ancestors.of(node)) {
    switch (n.type) {
      case "method_declaration":
        return typeName(n.childForFieldName("returns"));
      case "local_function_statement":
        return typeName(n.childForFieldName("type"));
      case "property_declaration":
        return typeName(n.childForFieldName("type"));
      case "lambda_expression":
      case "anonymous_method_expression":
      case "constructor_declaration":
      case "operator_declaration":
      case "conversion_operator_declaration":
      case "indexer_declaration":
      case "class_declaration":
        return undefined;
    }
  }
  return undefined;
}

/** Whether an argument is the configuration argument of a known construct (`new CosBackend(this, <here>)`). */
function constructArgument(settings: ResolvedSettings, ancestors: Ancestors, argument: Node): Match | undefined {
  const list = ancestors.parentOf(argument);
  const creation = list && ancestors.parentOf(list);
  if (list?.type !== "argument_list" || creation?.type !== "object_creation_expression") return undefined;
  const construct = settings.constructNames.get(typeName(creation.childForFieldName("type")) ?? "");
  if (!construct) return undefined;
  const args = list.namedChildren.filter((c) => c.type === "argument");
  const label = argument.childForFieldName("name")?.text;
  const index = args.findIndex((a) => a.id === argument.id);
  const wanted = construct.configArgument < 0 ? args.length + construct.configArgument : construct.configArgument;
  // A named argument is taken by <kit>'s parameter name, `config`; positional ones by the construct's index.
  const matches =
    label !== undefined
      ? label === "config"
      : index === wanted && !args.slice(0, index).some((a) => a.childForFieldName("name"));
  return matches ? { kind: construct.kind, role: construct.role, typeName: construct.configType } : undefined;
}

function matchConfig(settings: ResolvedSettings, ancestors: Ancestors, node: Node): Match | undefined {
  if (node.type === "object_creation_expression") {
    const name = typeName(node.childForFieldName("type"));
    const found = name === undefined ? undefined : settings.typeNames.get(name);
    return found && name ? { ...found, typeName: name } : undefined;
  }
  // Target-typed `new() { .. }`.
  const parent = ancestors.parentOf(node);
  if (parent?.type === "argument") return constructArgument(settings, ancestors, parent);
  const name = targetTypeName(ancestors, node);
  const found = name === undefined ? undefined : settings.typeNames.get(name);
  return found && name ? { ...found, typeName: name } : undefined;
}

/** The `{ .. }` of an object creation (or the node itself, for a nested `Block = { .. }`). */
export function initializerOf(node: Node): Node | undefined {
  if (node.type === "initializer_expression") return node;
  return (
    node.childForFieldName("initializer") ??
    node.namedChildren.find((c) => c.type === "initializer_expression") ??
    undefined
  );
}

const OBJECT_FORMS = new Set([
  "object_creation_expression",
  "implicit_object_creation_expression",
  "initializer_expression",
]);
const ARRAY_FORMS = new Set([
  "collection_expression",
  "array_creation_expression",
  "implicit_array_creation_expression",
]);

interface Builder {
  readonly context: CSharpContext;
  readonly settings: ResolvedSettings;
  /** Object creations taken as nested blocks: not configurations of their own. */
  readonly claimed: Set<number>;
}

function fieldFor(fields: readonly FieldSpec[], key: string): FieldSpec | undefined {
  // The compiler takes only the exact property name: `bucket` is no property of CosBackendConfig.
  return fields.find((f) => f.spelling.csharp === key);
}

/** The value written for a field: a nested block, a collection (data), or a scalar. */
function valueFor(builder: Builder, node: Node, field: FieldSpec | undefined): StaticValue {
  if (
    (field === undefined || field.type === "block") &&
    OBJECT_FORMS.has(node.type) &&
    !isOtherConfig(builder, node, field)
  ) {
    builder.claimed.add(node.id);
    return { kind: "object", object: buildObject(builder, node, field?.block?.fields ?? []) };
  }
  if (field !== undefined && field.type !== "block") {
    const data = dataOf(builder, node);
    if (data) return data;
  }
  if (node.type === "default_expression" && !node.childForFieldName("type")) {
    // Target-typed `default`: the field's type decides.
    return field
      ? defaultOfType(field.type === "boolean" ? "bool" : field.type === "number" ? "int" : "string")
      : { kind: "nothing" };
  }
  return scalarValue(builder.context, node);
}

/** A configuration written as the value of an unknown key is still a configuration of its own. */
function isOtherConfig(builder: Builder, node: Node, field: FieldSpec | undefined): boolean {
  if (field !== undefined || node.type !== "object_creation_expression") return false;
  const name = typeName(node.childForFieldName("type"));
  return name !== undefined && builder.settings.typeNames.has(name);
}

const LIST_TYPES =
  /^(?:I?List|IReadOnlyList|I?Collection|IReadOnlyCollection|I?Enumerable|HashSet|ISet|SortedSet|ImmutableList|ImmutableArray)$/;
const MAP_TYPES = /^(?:I?Dictionary|IReadOnlyDictionary|SortedDictionary|ImmutableDictionary|Hashtable)$/;

function genericBaseName(type: Node | null): string | undefined {
  if (!type) return undefined;
  if (type.type === "generic_name") return type.firstNamedChild?.text;
  if (type.type === "qualified_name") return genericBaseName(type.childForFieldName("name"));
  return typeName(type);
}

/** A collection written for a map or list field (or by mistake for another field), with its JSON when static. */
function dataOf(builder: Builder, node: Node): StaticValue | undefined {
  if (ARRAY_FORMS.has(node.type)) {
    const elements =
      node.type === "collection_expression"
        ? node.namedChildren.map((e) =>
            e.type === "collection_element" && e.firstNamedChild?.type === "expression_element"
              ? e.firstNamedChild.firstNamedChild
              : null,
          )
        : initializerOf(node)?.namedChildren.filter((c) => c.type !== "comment");
    return { kind: "data", shape: "array", json: elements ? jsonArray(builder, elements) : undefined };
  }
  if (!OBJECT_FORMS.has(node.type)) return undefined;
  const base = node.type === "object_creation_expression" ? genericBaseName(node.childForFieldName("type")) : undefined;
  const initializer = initializerOf(node);
  const items = initializer?.namedChildren.filter((c) => c.type !== "comment") ?? [];
  const keyed = items.some(
    (i) =>
      i.type === "initializer_expression" ||
      (i.type === "assignment_expression" && i.childForFieldName("left")?.type === "element_binding_expression"),
  );
  const shape =
    base !== undefined && LIST_TYPES.test(base)
      ? "array"
      : (base !== undefined && MAP_TYPES.test(base)) || keyed || items.length === 0
        ? "object"
        : "array";
  const args = node.childForFieldName("arguments") ?? node.namedChildren.find((c) => c.type === "argument_list");
  const json =
    args && args.namedChildCount > 0
      ? undefined
      : shape === "array"
        ? jsonArray(builder, items)
        : jsonObject(builder, items);
  return { kind: "data", shape, json };
}

function jsonOf(builder: Builder, node: Node | null): JsonValue | undefined {
  if (!node) return undefined;
  const data = dataOf(builder, node);
  if (data) return data.kind === "data" ? data.json : undefined;
  const value = scalarValue(builder.context, node);
  switch (value.kind) {
    case "string":
    case "number":
    case "boolean":
      return value.value;
    case "nothing":
      return null;
    default:
      return undefined;
  }
}

function jsonArray(builder: Builder, elements: readonly (Node | null)[]): JsonValue | undefined {
  const out: JsonValue[] = [];
  for (const element of elements) {
    const value = jsonOf(builder, element);
    if (value === undefined) return undefined;
    out.push(value);
  }
  return out;
}

/** `{ ["k"] = v }` and `{ { "k", v } }` entries of a dictionary initializer. */
function jsonObject(builder: Builder, items: readonly Node[]): JsonValue | undefined {
  const out: Record<string, JsonValue> = {};
  for (const item of items) {
    let keyNode: Node | null | undefined;
    let valueNode: Node | null | undefined;
    if (
      item.type === "assignment_expression" &&
      item.childForFieldName("left")?.type === "element_binding_expression"
    ) {
      const args = item.childForFieldName("left")!.namedChildren.filter((c) => c.type === "argument");
      if (args.length !== 1) return undefined;
      keyNode = args[0]!.firstNamedChild;
      valueNode = item.childForFieldName("right");
    } else if (item.type === "initializer_expression") {
      const pair = item.namedChildren.filter((c) => c.type !== "comment");
      if (pair.length !== 2) return undefined;
      [keyNode, valueNode] = pair;
    } else {
      return undefined;
    }
    const key = keyNode ? scalarValue(builder.context, keyNode) : undefined;
    const value = jsonOf(builder, valueNode ?? null);
    if (key?.kind !== "string" || value === undefined) return undefined;
    out[key.value] = value;
  }
  return out;
}

function property(
  builder: Builder,
  assignment: Node,
  keyNode: Node,
  fields: readonly FieldSpec[],
  options: { certain: boolean; editable: boolean },
): ConfigProperty {
  const key = keyNode.text.replace(/^@/, "");
  const field = fieldFor(fields, key);
  const right = assignment.childForFieldName("right")!;
  const operator = assignment.childForFieldName("operator")?.type ?? "=";
  // `c.Prefix += "/x"`, `c.Region ??= ..`: the result depends on the value before.
  const value = operator === "=" ? valueFor(builder, right, field) : unknown();
  return {
    type: "property",
    key,
    field,
    value,
    certain: options.certain,
    editable: options.editable,
    // A compound assignment's right side is no value of its own: an edit may not replace or copy it.
    plain: operator === "=",
    literal: operator === "=" && isWrittenLiteral(right),
    keyChecked: true,
    span: spanOf(assignment),
    keySpan: spanOf(keyNode),
    valueSpan: spanOf(right),
    handle: assignment,
  };
}

/** The model of an object creation's initializer (`new X { .. }`, `new() { .. }`, a nested `{ .. }`). */
function buildObject(builder: Builder, node: Node, fields: readonly FieldSpec[]): ConfigObject {
  const entries: ConfigEntry[] = [];
  const args =
    node.type === "initializer_expression"
      ? null
      : (node.childForFieldName("arguments") ?? node.namedChildren.find((c) => c.type === "argument_list"));
  if (args && args.namedChildCount > 0) {
    // A constructor with arguments may set anything.
    entries.push({ type: "opaque", reason: "spread", span: spanOf(args) });
  }
  const initializer = initializerOf(node);
  for (const item of initializer?.namedChildren ?? []) {
    if (item.type === "comment") continue;
    const left = item.type === "assignment_expression" ? item.childForFieldName("left") : null;
    if (left?.type === "identifier" && item.childForFieldName("right")) {
      entries.push(property(builder, item, left, fields, { certain: true, editable: true }));
    } else {
      // `[key] = value` (an indexer) or a collection element: nothing the model can name.
      entries.push({ type: "opaque", reason: left ? "computed-key" : "spread", span: spanOf(item) });
    }
  }
  const hasComments = initializer ? initializer.descendantsOfType("comment").length > 0 : false;
  return { entries, fields, editable: true, hasComments, span: spanOf(node), handle: node };
}

/** Statements and expressions after which an assignment still certainly runs (straight-line code). */
const STRAIGHT = new Set([
  "expression_statement",
  "block",
  "global_statement",
  "using_statement",
  "lock_statement",
  "checked_statement",
  "unsafe_statement",
  "fixed_statement",
  "try_statement",
  "finally_clause",
  "assignment_expression",
  "parenthesized_expression",
]);

function isStraight(ancestors: Ancestors, node: Node, container: Node): boolean {
  for (const n of ancestors.of(node)) {
    if (n.id === container.id) break;
    if (!STRAIGHT.has(n.type)) return false;
  }
  return true;
}

const FUNCTIONS = new Set(["lambda_expression", "anonymous_method_expression", "local_function_statement"]);

/** Whether a use of `name` refers to something else: a parameter or local of a lambda or local function. */
function isShadowed(ancestors: Ancestors, identifier: Node, name: string, container: Node): boolean {
  for (const n of ancestors.of(identifier)) {
    if (n.id === container.id) break;
    if (FUNCTIONS.has(n.type)) {
      const params = n.childForFieldName("parameters");
      if (params?.type === "implicit_parameter" && params.text === name) return true;
      if (params?.namedChildren.some((p) => p.type === "parameter" && p.childForFieldName("name")?.text === name))
        return true;
      const body = n.childForFieldName("body");
      if (body?.descendantsOfType("variable_declarator").some((d) => d.childForFieldName("name")?.text === name))
        return true;
    }
  }
  return false;
}

/** `c.A.B` or `c.A[0]` used as the target of an assignment, a call or `++`: something inside a property may change. */
function mutatesInside(ancestors: Ancestors, access: Node): Node | undefined {
  let top = access;
  for (
    let up = ancestors.parentOf(top);
    up &&
    ((up.type === "member_access_expression" && up.childForFieldName("expression")?.id === top.id) ||
      (up.type === "element_access_expression" && up.childForFieldName("expression")?.id === top.id));
    up = ancestors.parentOf(top)
  ) {
    top = up;
  }
  if (top.id === access.id) return undefined;
  const parent = ancestors.parentOf(top);
  if (!parent) return undefined;
  if (parent.type === "assignment_expression" && parent.childForFieldName("left")?.id === top.id) return parent;
  if (parent.type === "invocation_expression" && parent.childForFieldName("function")?.id === top.id) return parent;
  const increments =
    (parent.type === "postfix_unary_expression" || parent.type === "prefix_unary_expression") &&
    parent.children.some((c) => c.type === "++" || c.type === "--");
  if (increments) return parent;
  return undefined;
}

/** The last property written for a key whose value is a block written here. */
function blockOf(entries: readonly ConfigEntry[], key: string): ConfigObject | undefined {
  const last = entries.findLast((e): e is ConfigProperty => e.type === "property" && e.key === key);
  return last?.field?.type === "block" && last.value.kind === "object" ? last.value.object : undefined;
}

/**
 * Properties assigned to a local after its construction (`var c = new CosBackendConfig { .. }; c.Region = "x";`):
 * statements that follow in the same block, certain in straight-line code, maybe inside `if`, loops, `switch`,
 * `catch` and lambdas. The local passed to anything but a construct, or stored elsewhere, adds an opaque entry
 * (whoever gets it may set anything); a reassignment ends the tracking.
 */
function laterEntries(builder: Builder, creation: Node, fields: readonly FieldSpec[], entries: ConfigEntry[]): void {
  const { ancestors } = builder.context;
  const declarator = ancestors.parentOf(creation);
  if (declarator?.type !== "variable_declarator" || declaratorValue(declarator)?.id !== creation.id) return;
  const variables = ancestors.parentOf(declarator);
  const statement = variables && ancestors.parentOf(variables);
  if (statement?.type !== "local_declaration_statement") return;
  const above = ancestors.parentOf(statement);
  const anchor = above?.type === "global_statement" ? above : statement;
  const container = ancestors.parentOf(anchor);
  if (!container || !["block", "switch_section", "compilation_unit"].includes(container.type)) return;
  const name = declarator.childForFieldName("name")?.text.replace(/^@/, "");
  if (!name) return;
  const { words } = builder.context;
  for (const use of identifiersNamed(ancestors, words, name, anchor.endIndex, container.endIndex)) {
    ancestors.reach(use, container);
    if (container.type === "compilation_unit" && !inGlobalStatement(ancestors, use, container)) continue;
    if (isShadowed(ancestors, use, name, container)) continue;
    if (useOf(builder, use, container, fields, entries) === "stop") return;
  }
}

/** Whether a node of the top level stands in a top-level statement (not in a type declared after them). */
function inGlobalStatement(ancestors: Ancestors, node: Node, unit: Node): boolean {
  let n = node;
  for (let up = ancestors.parentOf(n); up && up.id !== unit.id; up = ancestors.parentOf(n)) n = up;
  return n.type === "global_statement";
}

function useOf(
  builder: Builder,
  use: Node,
  container: Node,
  fields: readonly FieldSpec[],
  entries: ConfigEntry[],
): "stop" | undefined {
  const { ancestors } = builder.context;
  const parent = ancestors.parentOf(use);
  if (!parent) return undefined;
  const is = (field: string) => parent.childForFieldName(field)?.id === use.id;
  switch (parent.type) {
    case "member_access_expression": {
      if (!is("expression")) return undefined; // `x.c`: a member named like the local
      const key = parent.childForFieldName("name");
      const up = ancestors.parentOf(parent);
      if (
        key?.type === "identifier" &&
        up?.type === "assignment_expression" &&
        up.childForFieldName("left")?.id === parent.id &&
        up.childForFieldName("right")
      ) {
        const editable = ancestors.parentOf(up)?.type === "expression_statement";
        entries.push(property(builder, up, key, fields, { certain: isStraight(ancestors, up, container), editable }));
        return undefined;
      }
      const mutation = mutatesInside(ancestors, parent);
      if (!mutation) return undefined; // a read
      // `c.AssumeRole.RoleArn = ..`: a property of the block written above.
      const inner = mutation.type === "assignment_expression" ? mutation.childForFieldName("left") : null;
      const block =
        key && inner?.type === "member_access_expression" && inner.childForFieldName("expression")?.id === parent.id
          ? blockOf(entries, key.text.replace(/^@/, ""))
          : undefined;
      const innerKey = inner?.childForFieldName("name");
      if (block && innerKey?.type === "identifier" && mutation.childForFieldName("right")) {
        const editable = ancestors.parentOf(mutation)?.type === "expression_statement";
        (block.entries as ConfigEntry[]).push(
          property(builder, mutation, innerKey, block.fields, {
            certain: isStraight(ancestors, mutation, container),
            editable,
          }),
        );
      } else {
        entries.push({ type: "opaque", reason: "spread", span: spanOf(mutation) });
      }
      return undefined;
    }
    case "assignment_expression":
      // `new Other { c = .. }`: a property named like the local.
      if (is("left") && ancestors.parentOf(parent)?.type === "initializer_expression") return undefined;
      if (is("left")) return "stop"; // `c = ..`: another object from here on
      entries.push({ type: "opaque", reason: "spread", span: spanOf(parent) });
      return undefined;
    case "argument": {
      if (parent.children.some((c) => c.type === "ref" || c.type === "out" || c.type === "in")) {
        entries.push({ type: "opaque", reason: "spread", span: spanOf(parent) });
        return "stop";
      }
      if (parent.childForFieldName("name")?.id === use.id) return undefined; // `c: value`, a label
      if (constructArgument(builder.settings, ancestors, parent)) return undefined; // handed to the construct it configures
      entries.push({ type: "opaque", reason: "spread", span: spanOf(parent) });
      return undefined;
    }
    case "variable_declarator":
      if (declaratorValue(parent)?.id === use.id)
        entries.push({ type: "opaque", reason: "spread", span: spanOf(parent) });
      return undefined;
    case "initializer_expression":
    case "expression_element":
    case "anonymous_object_creation_expression":
      entries.push({ type: "opaque", reason: "spread", span: spanOf(use) });
      return undefined;
    default:
      return undefined;
  }
}

/** Whether the text mentions a name that may start a configuration: a cheap test before walking the tree. */
function mentionsAny(text: string, settings: ResolvedSettings): boolean {
  for (const name of settings.typeNames.keys()) if (text.includes(name)) return true;
  for (const name of settings.constructNames.keys()) if (text.includes(name)) return true;
  return false;
}

const NAME = String.raw`@?[\p{L}_][\p{L}\p{N}_]*`;
/** What follows `new`: a (qualified) type name, or the `(` of a target-typed `new()`. */
const AFTER_NEW = new RegExp(String.raw`\s*(?:(${NAME}(?:\s*(?:\.|::)\s*${NAME})*)\s*[({]|\()`, "uy");

/**
 * The object creations that may be configurations, in document order: `new` followed by a configuration type
 * name, and every target-typed `new()`. Found from the text (a `new` in a string or comment is no keyword),
 * so that a long file without configurations costs little more than a scan of its words.
 */
function* creations(builder: Builder): Generator<Node> {
  const { root, text } = builder.context;
  for (const at of builder.context.words.starts("new")) {
    AFTER_NEW.lastIndex = at + 3;
    const after = AFTER_NEW.exec(text);
    if (!after) continue;
    if (
      after[1] !== undefined &&
      !builder.settings.typeNames.has(
        after[1]
          .split(/\s*(?:\.|::)\s*/)
          .at(-1)!
          .replace(/^@/, ""),
      )
    )
      continue;
    const keyword = root.descendantForIndex(at, at + 3);
    const creation = keyword?.type === "new" ? builder.context.ancestors.parentOf(keyword) : null;
    if (creation?.type === "object_creation_expression" || creation?.type === "implicit_object_creation_expression")
      yield creation;
  }
}

/** Declarations of a type name (see withoutDeclared). */
const DECLARATIONS = new Set([
  "class_declaration",
  "interface_declaration",
  "record_declaration",
  "struct_declaration",
  "enum_declaration",
]);

/**
 * The settings without the schema's type and construct names the file declares itself (`class CosBackend`,
 * `record CosBackendConfig`): such a type is the file's own, not <kit>'s. Names added in settings are the user's
 * own, declared wherever the user likes.
 */
function withoutDeclared(root: Node, text: string, settings: ResolvedSettings): ResolvedSettings {
  const declared = new Set<string>();
  for (const name of [...settings.typeNames.keys(), ...settings.constructNames.keys()]) {
    if (settings.added.has(name)) continue;
    const pattern = new RegExp(
      String.raw`\b(?:class|interface|record|struct|enum)\s+(?:(?:class|struct)\s+)?@?${name.replace(/\$/g, "\\$")}(?![\p{L}\p{N}_])`,
      "gu",
    );
    for (const match of text.matchAll(pattern)) {
      const at = match.index + match[0].length - name.length;
      const identifier = root.descendantForIndex(at, at + name.length);
      const declaration = identifier?.parent;
      if (
        declaration &&
        DECLARATIONS.has(declaration.type) &&
        declaration.childForFieldName("name")?.id === identifier.id
      )
        declared.add(name);
    }
  }
  if (declared.size === 0) return settings;
  const keep = <V>(names: ReadonlyMap<string, V>) => new Map([...names].filter(([name]) => !declared.has(name)));
  return { ...settings, typeNames: keep(settings.typeNames), constructNames: keep(settings.constructNames) };
}

/** Every configuration of a C# file (docs/csharp.md says which forms are understood). */
export function findCSharpConfigs(root: Node, text: string, resolved: ResolvedSettings): ConfigLiteral[] {
  if (!mentionsAny(text, resolved)) return [];
  const settings = withoutDeclared(root, text, resolved);
  const builder: Builder = { context: csharpContext(root, text), settings, claimed: new Set() };
  const result: ConfigLiteral[] = [];
  for (const node of creations(builder)) {
    if (builder.claimed.has(node.id)) continue;
    const match = matchConfig(settings, builder.context.ancestors, node);
    if (!match) continue;
    const fields = fieldsOf(match);
    const object = buildObject(builder, node, fields);
    laterEntries(builder, node, fields, object.entries as ConfigEntry[]);
    result.push(configLiteral(object, match, "csharp"));
  }
  return result;
}
