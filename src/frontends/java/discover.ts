/**
 * Finding <kit>'s configuration builders in a Java tree (see index.ts for what is and is not understood).
 */
import type { Node } from "web-tree-sitter";
import type {
  ConfigEntry,
  ConfigLiteral,
  ConfigMatch,
  ConfigObject,
  ConfigProperty,
  JsonValue,
  Span,
  StaticValue,
} from "../../model/index.js";
import { configLiteral, fieldsOf } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import type { ResolvedSettings } from "../../settings.js";
import { spanOf } from "../tree-sitter/text-edit.js";
import { binary, cast, isWrittenLiteral, literalValue, unary, type JavaValue } from "./values.js";

/** What starts a chain: a configuration type's builder, a construct's builder, or a block type's builder. */
/** A configuration's start: what identified it, and whether that was a construct (its second argument). */
interface Start extends ConfigMatch {
  readonly construct: boolean;
}

/** Methods every object has: calling one neither sets anything nor lets the builder escape. */
const OBJECT_METHODS = new Set(["toString", "hashCode", "equals", "getClass", "notify", "notifyAll", "wait"]);

/** Where a setter may run zero or several times, or not at all: its property is "maybe set". */
const CONDITIONAL = new Set([
  "if_statement",
  "while_statement",
  "for_statement",
  "enhanced_for_statement",
  "do_statement",
  "switch_expression",
  "switch_block",
  "lambda_expression",
  "ternary_expression",
  "try_statement",
  "try_with_resources_statement",
  "catch_clause",
  "class_body",
  "method_reference",
]);

/** Where a local variable's later statements follow its declaration as siblings. */
const BLOCKS = new Set(["block", "constructor_body", "switch_block_statement_group", "program"]);

const COMMENTS = ["line_comment", "block_comment"];

/** Named children that are not comments. */
function args(list: Node | null): Node[] {
  if (!list) return [];
  return list.namedChildren.filter((c): c is Node => c !== null && !c.isExtra);
}

const same = (a: Node | null | undefined, b: Node | null | undefined) => !!a && !!b && a.id === b.id;

/** The last simple name of `X`, `a.b.X` (identifier or field access); undefined for anything else. */
function simpleName(node: Node | null): string | undefined {
  if (!node) return undefined;
  if (node.type === "identifier" || node.type === "type_identifier") return node.text;
  if (node.type === "field_access") return node.childForFieldName("field")?.text;
  if (node.type === "scoped_type_identifier" || node.type === "scoped_identifier") {
    const last = node.namedChildren.filter((c) => c && !c.isExtra).at(-1);
    return last?.text;
  }
  return undefined;
}

/** The type a `new X.Builder()` names (X), when the created type is a nested `Builder`. */
function builderOwner(type: Node | null): string | undefined {
  if (type?.type !== "scoped_type_identifier") return undefined;
  const parts = type.namedChildren.filter((c): c is Node => c !== null && !c.isExtra);
  if (parts.at(-1)?.text !== "Builder") return undefined;
  return simpleName(parts.at(-2) ?? null);
}

/**
 * Whether a node starts a builder chain, and of which name: `X.builder()`, `new X.Builder()` (configuration
 * and block types), `C.Builder.create(..)` (constructs).
 */
function startName(node: Node): { name: string; construct: boolean } | undefined {
  if (node.type === "method_invocation") {
    const name = node.childForFieldName("name")?.text;
    const object = node.childForFieldName("object");
    if (name === "builder" && args(node.childForFieldName("arguments")).length === 0) {
      const owner = simpleName(object);
      return owner === undefined ? undefined : { name: owner, construct: false };
    }
    if (name === "create" && object?.type === "field_access" && object.childForFieldName("field")?.text === "Builder") {
      const owner = simpleName(object.childForFieldName("object"));
      return owner === undefined ? undefined : { name: owner, construct: true };
    }
    return undefined;
  }
  if (node.type === "object_creation_expression" && args(node.childForFieldName("arguments")).length === 0) {
    if (node.childForFieldName("body")) return undefined; // an anonymous subclass
    const owner = builderOwner(node.childForFieldName("type"));
    return owner === undefined ? undefined : { name: owner, construct: false };
  }
  return undefined;
}

/** The chain of calls on a builder: its setter calls, the `.build()` that ends it, and its last node. */
interface Chain {
  readonly setters: Node[];
  readonly build: Node | undefined;
  /** The outermost node of the chain (the build, the last setter, or the start). */
  readonly end: Node;
  /** Whether the chain ends in a method of Object (`toString()`): the builder is used up, not passed on. */
  readonly consumed: boolean;
  /** The ancestors of `end`, innermost first. */
  readonly above: readonly Node[];
}

/** The chain of calls on `start`, given its ancestors (innermost first). */
function chainFrom(start: Node, up: readonly Node[]): Chain {
  const setters: Node[] = [];
  let current = start;
  let i = 0;
  for (; i < up.length; i++) {
    const parent = up[i]!;
    if (parent.type !== "method_invocation" || !same(parent.childForFieldName("object"), current)) break;
    const name = parent.childForFieldName("name")?.text ?? "";
    if (name === "build" && args(parent.childForFieldName("arguments")).length === 0) {
      return { setters, build: parent, end: parent, consumed: false, above: up.slice(i + 1) };
    }
    if (OBJECT_METHODS.has(name))
      return { setters, build: undefined, end: current, consumed: true, above: up.slice(i) };
    setters.push(parent);
    current = parent;
  }
  return { setters, build: undefined, end: current, consumed: false, above: up.slice(i) };
}

function spanBetween(start: Node, end: Node): Span {
  const a = spanOf(start);
  const b = spanOf(end);
  return { range: [a.range[0], b.range[1]], loc: { start: a.loc.start, end: b.loc.end } };
}

/** The `.` of a method call on an object (`.bucket(..)`), the start of what a setter call adds to its chain. */
export function dotOf(call: Node): Node | undefined {
  const name = call.childForFieldName("name");
  let dot: Node | undefined;
  for (const child of call.children) {
    if (!child) continue;
    if (same(child, name)) break;
    if (child.type === ".") dot = child;
  }
  return dot;
}

/** Whether comments stand inside the nodes; the text is looked at first (no `//` or `/*`, no comment). */
function hasCommentsIn(text: string, nodes: readonly Node[]): boolean {
  return nodes.some((n) => {
    const inside = text.slice(n.startIndex, n.endIndex);
    return (inside.includes("//") || inside.includes("/*")) && n.descendantsOfType(COMMENTS).length > 0;
  });
}

const escapeRegExp = (name: string) => name.replace(/\$/g, "\\$");

/** A same-file constant: `static final` field, or an interface's field. */
interface ClassInfo {
  readonly node: Node;
  /** Field names declared in the class, with the initialiser of those that are constants (else null). */
  readonly fields: Map<string, Node | null>;
}

const CLASS_TYPES = new Set([
  "class_declaration",
  "interface_declaration",
  "enum_declaration",
  "record_declaration",
  "annotation_type_declaration",
]);

/** Declarations of a type name (see find). */
const DECLARATIONS = new Set([
  "class_declaration",
  "interface_declaration",
  "record_declaration",
  "enum_declaration",
  "annotation_type_declaration",
]);

class Analysis {
  private readonly classes = new Map<number, ClassInfo>();
  private readonly classesByName = new Map<string, ClassInfo | null>();
  private readonly localNames = new Map<string, boolean>();
  /** Constants being evaluated (a cycle makes a value unknown). */
  private readonly evaluating = new Set<number>();

  constructor(
    readonly root: Node,
    readonly text: string,
    readonly settings: ResolvedSettings,
  ) {}

  private readonly ancestors = new Map<number, readonly Node[]>();

  /**
   * A node's ancestors, innermost first. Walked down from the root (`childWithDescendant`), as web-tree-sitter
   * advises: each `parent` would walk down from the root again.
   */
  up(node: Node, anchor?: Node): readonly Node[] {
    const cached = this.ancestors.get(node.id);
    if (cached) return cached;
    // From an ancestor whose own ancestors are known (the setter call an argument is in), else from the root.
    const anchorUp = anchor && anchor.id !== node.id ? this.ancestors.get(anchor.id) : undefined;
    const down: Node[] = [];
    for (let n: Node | null = anchorUp ? anchor! : this.root; n && n.id !== node.id; n = n.childWithDescendant(node)) {
      down.push(n);
      if (down.length > 10_000) break;
    }
    const path = [...down.reverse(), ...(anchorUp ?? [])];
    // Every ancestor's own ancestors are known now too.
    for (let k = 0; k < path.length; k++)
      if (!this.ancestors.has(path[k]!.id)) this.ancestors.set(path[k]!.id, path.slice(k + 1));
    this.ancestors.set(node.id, path);
    return path;
  }

  /** The identifiers spelled `name` inside a node, found through the text (cheaper than walking the tree). */
  private identifiersIn(node: Node, name: string): Node[] {
    const inside = this.text.slice(node.startIndex, node.endIndex);
    if (!inside.includes(name)) return [];
    const result: Node[] = [];
    const pattern = new RegExp(`(?<![\\w$])${escapeRegExp(name)}(?![\\w$])`, "g");
    for (const match of inside.matchAll(pattern)) {
      const start = node.startIndex + match.index;
      const found = this.root.descendantForIndex(start, start + name.length);
      if (found?.type === "identifier" && found.startIndex === start && found.endIndex === start + name.length)
        result.push(found);
    }
    return result;
  }

  // ── Discovery ──────────────────────────────────────────────────────────────────────────────────────

  /** The configuration or construct a chain start names, from the settings. */
  startOf(node: Node): Start | undefined {
    const found = startName(node);
    if (!found) return undefined;
    if (found.construct) {
      const construct = this.settings.constructNames.get(found.name);
      return construct && { kind: construct.kind, role: construct.role, typeName: found.name, construct: true };
    }
    const type = this.settings.typeNames.get(found.name);
    return type && { kind: type.kind, role: type.role, typeName: found.name, construct: false };
  }

  find(): ConfigLiteral[] {
    const text = this.text;
    const names = new Set([...this.settings.typeNames.keys(), ...this.settings.constructNames.keys()]);
    const present = [...names].filter((n) => text.includes(n));
    if (present.length === 0) return [];
    const pattern = new RegExp(`(?<![\\w$])(?:${present.map(escapeRegExp).join("|")})(?![\\w$])`, "g");
    const starts = new Map<number, { node: Node; start: Start }>();
    const found: Node[] = [];
    for (const match of text.matchAll(pattern)) {
      const name = this.root.descendantForIndex(match.index, match.index + match[0].length);
      if (name) found.push(name);
    }
    // A schema name the file declares itself (`class OssBackend`, `record GcsBackendConfig`) is the file's own,
    // not <kit>'s; names added in settings are the user's own, declared wherever the user likes.
    const declared = new Set<string>();
    for (const name of found) {
      const parent = this.up(name)[0];
      const own = this.settings.added.has(name.text);
      if (!own && parent && DECLARATIONS.has(parent.type) && parent.childForFieldName("name")?.id === name.id)
        declared.add(name.text);
    }
    for (const name of found) {
      if (declared.has(name.text)) continue;
      // From the name up to the call or creation that may start a chain (`a.b.X.Builder.create(..)`).
      const path = [name, ...this.up(name)];
      for (let depth = 0; depth < Math.min(8, path.length); depth++) {
        const node = path[depth]!;
        if (node.type === "method_invocation" || node.type === "object_creation_expression") {
          const start = starts.has(node.id) ? undefined : this.startOf(node);
          if (start) starts.set(node.id, { node, start });
          break;
        }
        if (
          !/^(identifier|type_identifier|field_access|scoped_type_identifier|scoped_identifier|generic_type)$/.test(
            node.type,
          )
        )
          break;
      }
    }
    const result: ConfigLiteral[] = [];
    for (const { node, start } of [...starts.values()].sort((a, b) => a.node.startIndex - b.node.startIndex)) {
      const literal = this.literal(node, start);
      if (literal) result.push(literal);
    }
    return result;
  }

  private literal(node: Node, start: Start): ConfigLiteral | undefined {
    const object = this.objectOf(node, fieldsOf(start), start.construct);
    if (!object) return undefined;
    return configLiteral(object, start, "java");
  }

  /**
   * The model of the builder a chain start creates: the chain, and a local variable's later statements.
   * Undefined for a builder that is certainly never built (discarded, or only `toString()`-ed): it makes no
   * configuration.
   */
  private objectOf(start: Node, fields: readonly FieldSpec[], construct: boolean): ConfigObject | undefined {
    const chain = chainFrom(start, this.up(start));
    const entries: ConfigEntry[] = chain.setters.map((s) => this.entryOf(s, fields, true, construct));
    if (chain.build) {
      return {
        entries,
        fields,
        editable: true,
        hasComments: hasCommentsIn(this.text, [chain.build]),
        span: spanOf(chain.build),
        handle: chain.build,
      };
    }
    const [parent, declaration, block] = chain.above;
    if (
      !chain.consumed &&
      parent?.type === "variable_declarator" &&
      same(parent.childForFieldName("value"), chain.end) &&
      declaration?.type === "local_variable_declaration" &&
      BLOCKS.has(block?.type ?? "")
    ) {
      return this.localBuilder(chain.end, parent, declaration, entries, fields, construct);
    }
    if (chain.consumed || parent?.type === "expression_statement") return undefined;
    // Built nowhere in sight: passed to a method, returned, stored in a field: anything may be set later.
    entries.push({ type: "opaque", reason: "spread", span: spanOf(chain.end) });
    return {
      entries,
      fields,
      editable: false,
      hasComments: hasCommentsIn(this.text, [chain.end]),
      span: spanOf(chain.end),
      handle: chain.end,
    };
  }

  /**
   * A builder kept in a local variable: the setters called on it in the statements after its declaration, up
   * to the first `.build()` in straight-line code. Setters inside `if`, loops, lambdas, `try`, `switch` or
   * `?:` are "maybe set"; the variable passed anywhere else makes an opaque entry (anything may be set there).
   */
  private localBuilder(
    value: Node,
    declarator: Node,
    declaration: Node,
    entries: ConfigEntry[],
    fields: readonly FieldSpec[],
    construct: boolean,
  ): ConfigObject | undefined {
    const name = declarator.childForFieldName("name")?.text ?? "";
    /** Whether the builder may be built at all: a `.build()` anywhere, or the builder handed on (opaque). */
    let mayBeBuilt = false;
    const touched: Node[] = [declaration];
    let build: Node | undefined;
    const shared = this.up(declaration);
    let sibling = declaration.nextNamedSibling;
    scan: for (; sibling; sibling = sibling.nextNamedSibling) {
      if (sibling.isExtra) continue;
      if (!this.ancestors.has(sibling.id)) this.ancestors.set(sibling.id, shared);
      const uses = this.identifiersIn(sibling, name);
      if (uses.length === 0) continue;
      touched.push(sibling);
      for (const use of uses) {
        const up = this.up(use, sibling);
        const parent = up[0];
        if (!parent) continue;
        // `x.b`, a method named b, a label: not the variable.
        if (parent.type === "field_access" && same(parent.childForFieldName("field"), use)) continue;
        if (parent.type === "method_invocation" && same(parent.childForFieldName("name"), use)) continue;
        if (parent.type === "method_reference" && !same(parent.namedChildren[0], use)) continue;
        if (/^(break_statement|continue_statement|labeled_statement)$/.test(parent.type)) continue;
        if (this.declaresName(parent, use)) {
          // Another variable of the same name from here on (a lambda parameter, a nested declaration).
          entries.push({ type: "opaque", reason: "spread", span: spanOf(use) });
          break scan;
        }
        const certain = straightLine(up, sibling);
        if (parent.type === "assignment_expression" && same(parent.childForFieldName("left"), use)) {
          // Reassigned: from here on the variable holds another builder.
          entries.push({ type: "opaque", reason: "spread", span: spanOf(use) });
          break scan;
        }
        if (parent.type === "method_invocation" && same(parent.childForFieldName("object"), use)) {
          const chain = chainFrom(use, up);
          for (const setter of chain.setters) entries.push(this.entryOf(setter, fields, certain, construct));
          if (chain.build) {
            mayBeBuilt = true;
            if (certain) {
              build = chain.build;
              break scan;
            }
            continue;
          }
          const end = chain.above[0];
          if (chain.consumed || end?.type === "expression_statement" || (end?.type === "lambda_expression" && !certain))
            continue;
          entries.push({ type: "opaque", reason: "spread", span: spanOf(chain.end) });
          continue;
        }
        entries.push({ type: "opaque", reason: "spread", span: spanOf(use) });
      }
    }
    if (!mayBeBuilt && !entries.some((e) => e.type === "opaque")) return undefined;
    return {
      entries,
      fields,
      editable: build !== undefined,
      hasComments: hasCommentsIn(this.text, touched),
      span: spanOf(value),
      handle: build ?? value,
    };
  }

  /** Whether a node declares the name `use` is (a parameter, a variable, a pattern). */
  private declaresName(parent: Node, use: Node): boolean {
    switch (parent.type) {
      case "variable_declarator":
      case "formal_parameter":
      case "catch_formal_parameter":
      case "spread_parameter":
      case "resource":
      case "enhanced_for_statement":
      case "instanceof_expression":
        return same(parent.childForFieldName("name"), use);
      case "type_pattern":
      case "record_pattern_component":
        return true;
      case "lambda_expression":
        return same(parent.childForFieldName("parameters"), use);
      case "inferred_parameters":
        return true;
      default:
        return false;
    }
  }

  /** One setter call as a property; `config(..)` on a construct's builder hands over the whole configuration. */
  private entryOf(setter: Node, fields: readonly FieldSpec[], certain: boolean, construct: boolean): ConfigEntry {
    const nameNode = setter.childForFieldName("name")!;
    const key = nameNode.text;
    const field = fields.find((f) => f.spelling.java === key);
    const dot = dotOf(setter) ?? nameNode;
    const span = spanBetween(dot, setter);
    if (!field && construct && key === "config") return { type: "opaque", reason: "spread", span };
    const list = setter.childForFieldName("arguments");
    const given = args(list);
    const single = given.length === 1 ? given[0]! : undefined;
    const value: StaticValue = single
      ? this.evaluate(single, field, true, setter)
      : { kind: "unknown", maybeUnset: false, origin: "other" };
    const property: ConfigProperty = {
      type: "property",
      key,
      field,
      value,
      certain,
      editable: true,
      plain: single !== undefined,
      literal: single !== undefined && isWrittenLiteral(unparen(single)),
      keyChecked: true,
      span,
      keySpan: spanOf(nameNode),
      valueSpan: spanOf(single ?? list ?? setter),
      handle: setter,
    };
    return property;
  }

  // ── Values ─────────────────────────────────────────────────────────────────────────────────────────

  /** What a setter's argument is, as far as can be known without running the program. */
  evaluate(node: Node, field: FieldSpec | undefined, editable: boolean, anchor?: Node): StaticValue {
    const inner = unparen(node);
    if (field?.type === "block") {
      const block = this.blockOf(inner, field, editable, anchor);
      if (block) return block;
    }
    if (field && (field.type === "string-map" || field.type === "string-list")) {
      const data = this.dataOf(inner, anchor);
      if (data) return data;
    }
    const constant = this.constant(inner, anchor);
    if (constant) {
      switch (constant.t) {
        case "string":
          return { kind: "string", value: constant.v };
        case "int":
        case "long":
        case "double":
          return { kind: "number", value: constant.v };
        case "boolean":
          return { kind: "boolean", value: constant.v };
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
  private blockOf(node: Node, field: FieldSpec, editable: boolean, anchor: Node | undefined): StaticValue | undefined {
    const block = field.block!;
    let chainEnd = node;
    let own = editable;
    if (node.type === "identifier" || node.type === "field_access") {
      const init = this.constantInit(node, anchor);
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
    // The chain is walked down from its end: the ancestors of `start` up to `chainEnd` are the calls in between.
    const between: Node[] = [];
    for (let n: Node = chainEnd; n.id !== start.id;) {
      between.unshift(n);
      const object = n.childForFieldName("object");
      if (!object) return undefined;
      n = object;
    }
    const chain = chainFrom(start, between);
    if (!same(chain.build, chainEnd)) return undefined;
    const entries = chain.setters.map((s) => {
      const entry = this.entryOf(s, block.fields, true, false);
      return own || entry.type !== "property" ? entry : { ...entry, editable: false };
    });
    const object: ConfigObject = {
      entries,
      fields: block.fields,
      editable: own,
      hasComments: hasCommentsIn(this.text, [chainEnd]),
      span: spanOf(chainEnd),
      handle: chainEnd,
    };
    return { kind: "object", object };
  }

  /** `Map.of(..)`, `List.of(..)`, `Arrays.asList(..)`, `Collections.empty*()`: data, with its JSON when static. */
  private dataOf(node: Node, anchor: Node | undefined): StaticValue | undefined {
    if (node.type !== "method_invocation") return undefined;
    const owner = simpleName(node.childForFieldName("object"));
    const name = node.childForFieldName("name")?.text;
    const given = args(node.childForFieldName("arguments"));
    const json = (n: Node): JsonValue | undefined => {
      const c = this.constant(unparen(n), anchor);
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

  /** The constant an expression folds to, or undefined. */
  constant(node: Node, anchor?: Node): JavaValue | undefined {
    switch (node.type) {
      case "parenthesized_expression": {
        const inner = args(node)[0];
        return inner && this.constant(inner, anchor);
      }
      case "binary_expression": {
        const left = node.childForFieldName("left");
        const right = node.childForFieldName("right");
        const operator = node.childForFieldName("operator")?.text ?? "";
        if (!left || !right) return undefined;
        const l = this.constant(left, anchor);
        const r = l && this.constant(right, anchor);
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
        const value = this.constant(operand, anchor);
        return value && unary(operator, value);
      }
      case "cast_expression": {
        const type = node.childForFieldName("type");
        const value = node.childForFieldName("value");
        const folded = value && this.constant(value, anchor);
        return type && folded ? cast(type.text, folded) : undefined;
      }
      case "identifier":
      case "field_access": {
        const init = this.constantInit(node, anchor);
        if (!init || this.evaluating.has(init.id)) return undefined;
        this.evaluating.add(init.id);
        try {
          return this.constant(unparen(init));
        } finally {
          this.evaluating.delete(init.id);
        }
      }
      default:
        return literalValue(node);
    }
  }

  /**
   * The initialiser of the same-file constant a name reaches: `NAME` (a field of an enclosing class, not
   * shadowed by a local name) or `Type.NAME` (a class declared in this file).
   */
  private constantInit(node: Node, anchor: Node | undefined): Node | undefined {
    if (node.type === "identifier") {
      const name = node.text;
      if (this.isLocalName(node, name, anchor)) return undefined;
      for (const n of this.up(node, anchor)) {
        if (!CLASS_TYPES.has(n.type)) continue;
        const info = this.classInfo(n);
        if (info?.fields.has(name)) return info.fields.get(name) ?? undefined;
      }
      return undefined;
    }
    if (node.type === "field_access") {
      const object = node.childForFieldName("object");
      const field = node.childForFieldName("field")?.text;
      if (!object || !field || (object.type !== "identifier" && object.type !== "field_access")) return undefined;
      // The class must be named as in this file (`Consts.BUCKET`, `Outer.Consts.BUCKET`), and not be a local name.
      if (object.type === "identifier" && this.isLocalName(object, object.text, anchor)) return undefined;
      const owner = simpleName(object);
      const info = owner === undefined ? undefined : this.classByName(owner);
      return info?.fields.get(field) ?? undefined;
    }
    return undefined;
  }

  /** The fields of a class declaration (cached per class). */
  private classInfo(decl: Node): ClassInfo {
    const cached = this.classes.get(decl.id);
    if (cached) return cached;
    const info: ClassInfo = { node: decl, fields: new Map() };
    this.classes.set(decl.id, info);
    const body = decl.childForFieldName("body");
    const interfaceLike = decl.type === "interface_declaration" || decl.type === "annotation_type_declaration";
    // An enum's fields stand after its constants, in enum_body_declarations.
    const members =
      body?.type === "enum_body"
        ? (body.namedChildren.find((c) => c?.type === "enum_body_declarations")?.namedChildren ?? [])
        : (body?.namedChildren ?? []);
    for (const member of members) {
      if (!member || (member.type !== "field_declaration" && member.type !== "constant_declaration")) continue;
      const modifiers = member.namedChildren.find((c) => c?.type === "modifiers")?.text.split(/\s+/) ?? [];
      const constant =
        interfaceLike ||
        member.type === "constant_declaration" ||
        (modifiers.includes("static") && modifiers.includes("final"));
      for (const declarator of member.childrenForFieldName("declarator")) {
        const fieldName = declarator?.childForFieldName("name")?.text;
        if (!declarator || fieldName === undefined) continue;
        // An array declarator (`X[] = {..}`) or a missing initialiser is no constant.
        const value = declarator.childForFieldName("value");
        const isConstant =
          constant && value && !declarator.childForFieldName("dimensions") && value.type !== "array_initializer";
        info.fields.set(fieldName, isConstant ? value : null);
      }
    }
    return info;
  }

  /** The class of this file with a simple name, found through the text; undefined when none or several. */
  private classByName(name: string): ClassInfo | undefined {
    if (this.classesByName.has(name)) return this.classesByName.get(name) ?? undefined;
    let found: ClassInfo | null | undefined;
    const pattern = new RegExp(`(?<![\\w$])(?:class|interface|enum|record)\\s+(${escapeRegExp(name)})(?![\\w$])`, "g");
    for (const match of this.text.matchAll(pattern)) {
      const at = match.index + match[0].length - name.length;
      const id = this.root.descendantForIndex(at, at + name.length);
      const decl = id?.parent;
      if (!id || !decl || !CLASS_TYPES.has(decl.type) || !same(decl.childForFieldName("name"), id)) continue;
      found = found === undefined ? this.classInfo(decl) : null;
    }
    this.classesByName.set(name, found ?? null);
    return found ?? undefined;
  }

  /**
   * Whether a name is declared as a local (a variable, a parameter, a pattern) anywhere in the member that
   * holds the reference: then it may shadow the constant, and the value is taken as unknown.
   */
  private isLocalName(node: Node, name: string, anchor: Node | undefined): boolean {
    const path = [node, ...this.up(node, anchor)];
    const bodyAt = path.findIndex((n) =>
      /^(class_body|interface_body|enum_body_declarations|enum_body|annotation_type_body|program)$/.test(n.type),
    );
    const member = bodyAt > 0 ? path[bodyAt - 1]! : path.at(-1)!;
    const key = `${member.id}:${name}`;
    let local = this.localNames.get(key);
    if (local === undefined) {
      local = this.identifiersIn(member, name).some((id) => {
        const parent = this.up(id, member)[0];
        if (!parent) return false;
        // The field itself is no local.
        if (
          parent.type === "variable_declarator" &&
          (member.type === "field_declaration" || member.type === "constant_declaration") &&
          same(parent.parent, member)
        ) {
          return false;
        }
        return this.declaresName(parent, id);
      });
      this.localNames.set(key, local);
    }
    return local;
  }
}

function unparen(node: Node): Node {
  let n = node;
  while (n.type === "parenthesized_expression") {
    const inner = args(n)[0];
    if (!inner) break;
    n = inner;
  }
  return n;
}

/**
 * Whether a use runs exactly once whenever its statement does: no branch, loop, lambda, `try`, `switch`,
 * `?:`, `&&` or `||` between it and the statement (which stands directly in the builder's block).
 */
function straightLine(up: readonly Node[], statement: Node): boolean {
  for (const n of up) {
    if (CONDITIONAL.has(n.type)) return false;
    if (n.type === "binary_expression") {
      const operator = n.childForFieldName("operator")?.text;
      if (operator === "&&" || operator === "||") return false;
    }
    if (same(n, statement)) return true;
  }
  return true;
}

/** `System.getenv("X")`, `java.lang.System.getenv("X")`, `System.getenv().get("X")`. */
function isEnvironmentRead(node: Node): boolean {
  if (node.type !== "method_invocation") return false;
  const name = node.childForFieldName("name")?.text;
  const object = node.childForFieldName("object");
  if (name === "getenv")
    return simpleName(object) === "System" && args(node.childForFieldName("arguments")).length === 1;
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
    const first = args(n.childForFieldName("arguments"))[0];
    return first !== undefined && isFileRead(unparen(first));
  }
  if (n.type !== "method_invocation") return false;
  const name = n.childForFieldName("name")?.text;
  return simpleName(n.childForFieldName("object")) === "Files" && (name === "readString" || name === "readAllBytes");
}

export function findConfigs(root: Node, text: string, settings: ResolvedSettings): ConfigLiteral[] {
  return new Analysis(root, text, settings).find();
}
