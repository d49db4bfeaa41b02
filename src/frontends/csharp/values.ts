import type { Node } from "web-tree-sitter";
import type { LiteralValue, StaticValue } from "../../model/index.js";
import { Ancestors } from "../tree-sitter/ancestors.js";
import { identifiersNamed, WordIndex } from "../tree-sitter/words.js";

/** Per-file state of the C# front end: the tree, the text, and caches filled on demand. */
export interface CSharpContext {
  readonly root: Node;
  readonly text: string;
  /** Type declarations of the file by name (classes, structs, records, interfaces), found on first use. */
  types?: Map<string, Node[]>;
  /** What a scope (block, top level, type body) declares under a name, by `<scope id>:<name>`, found on first use. */
  readonly scopes: Map<string, Binding | undefined>;
  /** The names declared `const` in the file, found on first use. */
  constants?: ReadonlySet<string>;
  /** The words of the text (`@name` counts as `name`). */
  readonly words: WordIndex;
  /** The parents of the tree's nodes, found once. */
  readonly ancestors: Ancestors;
}

/** C#'s words: identifiers (`@name` stands for `name`) and keywords. */
const CSHARP_WORD = /@?[\p{L}_][\p{L}\p{N}_]*/gu;

/** A fresh context for one file. */
export function csharpContext(root: Node, text: string): CSharpContext {
  return {
    root,
    text,
    scopes: new Map(),
    words: new WordIndex(text, CSHARP_WORD, (word) => (word.startsWith("@") ? word.slice(1) : word)),
    ancestors: new Ancestors(root),
  };
}

export const unknown = (origin: "env" | "file" | "other" = "other", maybeUnset = false): StaticValue => ({
  kind: "unknown",
  maybeUnset,
  origin,
});

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  "'": "'",
  '"': '"',
  "\\": "\\",
  "0": "\0",
  a: "\x07",
  b: "\b",
  e: "\x1b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
};

/** Decodes the escapes of a regular C# string's content (`\n`, `\x41`, `\u0041`, `\U00000041`); undefined when malformed. */
function decodeEscapes(content: string): string | undefined {
  let out = "";
  for (let i = 0; i < content.length; i++) {
    const c = content[i]!;
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = content[i + 1];
    if (e === undefined) return undefined;
    if (e in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[e];
      i++;
    } else if (e === "x") {
      const hex = /^[0-9a-fA-F]{1,4}/.exec(content.slice(i + 2));
      if (!hex) return undefined;
      out += String.fromCharCode(parseInt(hex[0], 16));
      i += 1 + hex[0].length;
    } else if (e === "u" || e === "U") {
      const length = e === "u" ? 4 : 8;
      const hex = content.slice(i + 2, i + 2 + length);
      if (!new RegExp(`^[0-9a-fA-F]{${length}}$`).test(hex)) return undefined;
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return undefined;
      out += String.fromCodePoint(code);
      i += 1 + length;
    } else {
      return undefined;
    }
  }
  return out;
}

/**
 * The value of a raw string (`"""…"""`, after any `$` signs): single-line, the text between the quotes;
 * multi-line, the lines between the opening and closing lines, each without the closing line's indentation.
 */
function decodeRaw(text: string): string | undefined {
  const quotes = /^"{3,}/.exec(text)?.[0].length;
  if (!quotes || text.length < 2 * quotes) return undefined;
  const inner = text.slice(quotes, text.length - quotes);
  if (!/[\r\n]/.test(inner)) return inner;
  const parts = inner.split(/(\r\n|\n|\r)/);
  const first = parts[0]!;
  const last = parts.at(-1)!;
  if (!/^[ \t]*$/.test(first) || !/^[ \t]*$/.test(last) || parts.length < 3) return undefined;
  // parts: first, nl, line, nl, line, …, nl, last
  let out = "";
  for (let i = 2; i < parts.length - 1; i += 2) {
    const line = parts[i]!;
    if (/^[ \t]*$/.test(line)) out += "";
    else if (line.startsWith(last)) out += line.slice(last.length);
    else return undefined;
    // The line break after the last content line belongs to the closing line.
    if (i + 2 < parts.length - 1) out += parts[i + 1]!;
  }
  return out;
}

/** The value of a string, verbatim, raw or interpolated literal (without holes); undefined for anything else. */
function stringValue(node: Node): string | undefined {
  const text = node.text;
  switch (node.type) {
    case "string_literal":
      // `"…"u8` is a span of bytes, no string.
      if (!text.endsWith('"')) return undefined;
      return decodeEscapes(text.slice(1, -1));
    case "verbatim_string_literal":
      return text.startsWith('@"') && text.endsWith('"') ? text.slice(2, -1).replace(/""/g, '"') : undefined;
    case "raw_string_literal":
      return decodeRaw(text);
    case "interpolated_string_expression":
      return interpolatedValue(node);
    default:
      return undefined;
  }
}

/**
 * Whether a node is a literal written in place: a string (regular, verbatim, raw, or interpolated without
 * holes), a number, a boolean, or a signed number, in parentheses.
 */
export function isWrittenLiteral(node: Node): boolean {
  switch (node.type) {
    case "parenthesized_expression": {
      const inner = node.firstNamedChild;
      return inner !== null && isWrittenLiteral(inner);
    }
    case "boolean_literal":
      return true;
    case "integer_literal":
    case "real_literal":
      return numberValue(node) !== undefined;
    case "prefix_unary_expression": {
      const operator = node.firstChild?.type;
      const operand = node.firstNamedChild;
      return (
        (operator === "-" || operator === "+") &&
        operand !== null &&
        isWrittenLiteral(operand) &&
        stringValue(operand) === undefined
      );
    }
    default:
      return stringValue(node) !== undefined;
  }
}

function interpolatedValue(node: Node): string | undefined {
  const start = node.firstChild;
  if (start?.type !== "interpolation_start") return undefined;
  if (node.namedChildren.some((c) => c.type === "interpolation")) return undefined;
  const prefix = start.text;
  const rest = node.text.slice(prefix.length);
  if (/^\${1,}$/.test(prefix) && rest.startsWith('"""')) return decodeRaw(rest);
  const verbatim = prefix.includes("@");
  let out = "";
  for (const child of node.namedChildren) {
    if (child.type === "string_content") {
      const braces = child.text.replace(/\{\{/g, "{").replace(/\}\}/g, "}");
      out += verbatim ? braces.replace(/""/g, '"') : braces;
    } else if (child.type === "escape_sequence") {
      const decoded = decodeEscapes(child.text);
      if (decoded === undefined) return undefined;
      out += decoded;
    } else if (child.type !== "interpolation_start" && child.type !== "interpolation_quote") {
      return undefined;
    }
  }
  return out;
}

/** The value of an integer or real literal: digit separators, hex and binary forms, suffixes (`4000L`, `1.5m`). */
function numberValue(node: Node): number | undefined {
  const text = node.text.replace(/_/g, "");
  if (node.type === "integer_literal") {
    const digits = text.replace(/[uUlL]+$/, "");
    if (/^0[xX][0-9a-fA-F]+$/.test(digits)) return parseInt(digits.slice(2), 16);
    if (/^0[bB][01]+$/.test(digits)) return parseInt(digits.slice(2), 2);
    return /^\d+$/.test(digits) ? Number(digits) : undefined;
  }
  if (node.type === "real_literal") {
    const digits = text.replace(/[fFdDmM]$/, "");
    const value = Number(digits);
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}

const STRAIGHT_CONTAINERS = new Set(["block", "switch_section", "compilation_unit"]);

/** The value a variable declarator is initialised with (`x = <value>`). */
export function declaratorValue(declarator: Node): Node | undefined {
  let afterEquals = false;
  for (const child of declarator.children) {
    if (afterEquals && child.isNamed) return child;
    if (child.type === "=") afterEquals = true;
  }
  return undefined;
}

function hasModifier(declaration: Node, modifier: string): boolean {
  return declaration.namedChildren.some((c) => c.type === "modifier" && c.text === modifier);
}

function declaratorsOf(declaration: Node): Node[] {
  const variables = declaration.namedChildren.find((c) => c.type === "variable_declaration");
  return variables ? variables.namedChildren.filter((c) => c.type === "variable_declarator") : [];
}

function declaratorName(declarator: Node): string | undefined {
  return declarator.childForFieldName("name")?.text;
}

/** What a name found in a scope is: a constant (with its value), or anything else that hides outer constants. */
export type Binding =
  { readonly constant: true; readonly value: Node; readonly declarator: Node } | { readonly constant: false };

function fieldBindingIn(declaration: Node, name: string): Binding | undefined {
  for (const declarator of declaratorsOf(declaration)) {
    if (declaratorName(declarator) !== name) continue;
    const value = declaratorValue(declarator);
    return hasModifier(declaration, "const") && value ? { constant: true, value, declarator } : { constant: false };
  }
  return undefined;
}

/** Nodes that declare names of their own for what they contain: parameters, loop, catch and `using` variables. */
const DECLARING = new Set([
  "lambda_expression",
  "anonymous_method_expression",
  "local_function_statement",
  "method_declaration",
  "constructor_declaration",
  "destructor_declaration",
  "operator_declaration",
  "conversion_operator_declaration",
  "indexer_declaration",
  "accessor_declaration",
  "delegate_declaration",
  "class_declaration",
  "struct_declaration",
  "record_declaration",
  "for_statement",
  "foreach_statement",
  "using_statement",
  "fixed_statement",
  "catch_clause",
]);

/** Whether a function-like node or statement declares `name` itself (parameters, loop variables, catch variables). */
function declaresName(node: Node, name: string): boolean {
  if (!DECLARING.has(node.type)) return false;
  for (const child of node.namedChildren) {
    if (child.type === "parameter_list" || child.type === "bracketed_parameter_list") {
      if (child.namedChildren.some((p) => p.type === "parameter" && p.childForFieldName("name")?.text === name))
        return true;
    } else if (child.type === "implicit_parameter" && child.text === name) {
      return true;
    } else if (child.type === "variable_declaration") {
      if (child.namedChildren.some((d) => d.type === "variable_declarator" && declaratorName(d) === name)) return true;
    } else if (child.type === "catch_declaration" && child.childForFieldName("name")?.text === name) {
      return true;
    }
  }
  if (node.type === "foreach_statement") {
    const left = node.childForFieldName("left");
    if (left?.descendantsOfType("identifier").some((i) => i.text === name)) return true;
  }
  if (node.type === "accessor_declaration" && name === "value") return true;
  return false;
}

/** What a block, switch section, top level or type body declares under a name, if anything. */
function bindingInScope(context: CSharpContext, scope: Node, name: string): Binding | undefined {
  const key = `${scope.id}:${name}`;
  if (context.scopes.has(key)) return context.scopes.get(key);
  let found: Binding | undefined;
  const { ancestors } = context;
  for (const identifier of identifiersNamed(context.ancestors, context.words, name, scope.startIndex, scope.endIndex)) {
    const parent = ancestors.parentOf(identifier);
    if (!parent || parent.childForFieldName("name")?.id !== identifier.id) continue;
    if (parent.type === "variable_declarator") {
      const variables = ancestors.parentOf(parent);
      const declaration = variables && ancestors.parentOf(variables);
      const above = declaration && ancestors.parentOf(declaration);
      const owner = above?.type === "global_statement" ? ancestors.parentOf(above) : above;
      if (!declaration || owner?.id !== scope.id) continue;
      if (declaration.type !== "local_declaration_statement" && declaration.type !== "field_declaration") continue;
      const value = declaratorValue(parent);
      found =
        hasModifier(declaration, "const") && value
          ? { constant: true, value, declarator: parent }
          : { constant: false };
      break;
    }
    if (scope.type === "declaration_list" && ancestors.parentOf(parent)?.id === scope.id) {
      // A property, method or nested type of the same name.
      found = { constant: false };
      break;
    }
  }
  context.scopes.set(key, found);
  return found;
}

/** The constant a simple name refers to, looking outwards through blocks, functions and type bodies. */
function resolveName(context: CSharpContext, identifier: Node, name: string): Binding | undefined {
  if (!constantNames(context).has(name)) return undefined;
  for (const scope of context.ancestors.of(identifier)) {
    if (STRAIGHT_CONTAINERS.has(scope.type) || scope.type === "declaration_list") {
      const found = bindingInScope(context, scope, name);
      if (found) return found;
    } else if (declaresName(scope, name)) {
      return { constant: false };
    }
  }
  return undefined;
}

/** The names the file declares `const` anywhere: a name not among them needs no look-up. */
function constantNames(context: CSharpContext): ReadonlySet<string> {
  if (!context.constants) {
    const names = new Set<string>();
    for (const at of context.words.starts("const")) {
      const keyword = context.root.descendantForIndex(at, at + 5);
      const modifier = keyword?.type === "const" ? context.ancestors.parentOf(keyword) : null;
      const declaration = modifier ? (context.ancestors.parentOf(modifier) ?? undefined) : undefined;
      for (const declarator of declaration ? declaratorsOf(declaration) : []) {
        const name = declaratorName(declarator);
        if (name) names.add(name.replace(/^@/, ""));
      }
    }
    context.constants = names;
  }
  return context.constants;
}

/** The type declarations of the file with the given name. */
function typesNamed(context: CSharpContext, name: string): Node[] {
  if (!context.types) {
    context.types = new Map();
    for (const type of context.root.descendantsOfType([
      "class_declaration",
      "struct_declaration",
      "record_declaration",
      "interface_declaration",
    ])) {
      const typeName = type.childForFieldName("name")?.text;
      if (!typeName) continue;
      const list = context.types.get(typeName) ?? [];
      list.push(type);
      context.types.set(typeName, list);
    }
  }
  return context.types.get(name) ?? [];
}

/** The constant `Type.Name` refers to, when the file declares exactly one type of that name with that field. */
function resolveMember(context: CSharpContext, node: Node): Binding | undefined {
  const owner = node.childForFieldName("expression");
  const member = node.childForFieldName("name");
  if (!owner || member?.type !== "identifier" || !constantNames(context).has(member.text.replace(/^@/, "")))
    return undefined;
  const ownerName =
    owner.type === "identifier"
      ? owner.text
      : owner.type === "member_access_expression"
        ? owner.childForFieldName("name")?.text
        : undefined;
  if (!ownerName) return undefined;
  const types = typesNamed(context, ownerName);
  if (types.length !== 1) return undefined;
  const body = types[0]!.childForFieldName("body");
  if (!body) return undefined;
  for (const field of body.namedChildren) {
    if (field.type !== "field_declaration") continue;
    const found = fieldBindingIn(field, member.text.replace(/^@/, ""));
    if (found) return found;
  }
  return undefined;
}

function calleeName(invocation: Node): { owner: string | undefined; name: string } | undefined {
  const fn = invocation.childForFieldName("function");
  if (!fn) return undefined;
  if (fn.type === "identifier") return { owner: undefined, name: fn.text };
  if (fn.type !== "member_access_expression") return undefined;
  const name = fn.childForFieldName("name")?.text;
  const owner = fn.childForFieldName("expression");
  const ownerName =
    owner?.type === "identifier"
      ? owner.text
      : owner?.type === "member_access_expression"
        ? owner.childForFieldName("name")?.text
        : undefined;
  return name ? { owner: ownerName, name } : undefined;
}

/** `Environment.GetEnvironmentVariable(..)` (also `System.Environment.…`). */
function isEnvironmentRead(node: Node): boolean {
  if (node.type !== "invocation_expression") return false;
  const callee = calleeName(node);
  return callee?.owner === "Environment" && callee.name === "GetEnvironmentVariable";
}

const FILE_READS = new Set(["ReadAllText", "ReadAllTextAsync"]);

/** `File.ReadAllText(..)`, `await File.ReadAllTextAsync(..)`, also followed by `.Trim()` and the like. */
function isFileRead(node: Node): boolean {
  let n: Node | null = node;
  for (;;) {
    if (n?.type === "await_expression" || n?.type === "parenthesized_expression") {
      n = n.firstNamedChild;
      continue;
    }
    if (n?.type !== "invocation_expression") return false;
    const callee = calleeName(n);
    if (callee?.owner === "File" && FILE_READS.has(callee.name)) return true;
    // `File.ReadAllText(..).Trim()`: look at what the method is called on.
    const fn = n.childForFieldName("function");
    n = fn?.type === "member_access_expression" ? fn.childForFieldName("expression") : null;
  }
}

/** A number as C# writes it into a string (`"a" + 1`): whole numbers only; others depend on the culture. */
function concatenable(value: StaticValue): string | undefined {
  if (value.kind === "string") return value.value;
  if (value.kind === "number" && Number.isSafeInteger(value.value)) return String(value.value);
  if (value.kind === "nothing") return "";
  return undefined;
}

/**
 * The value of a scalar expression: literals, same-file constants (`const` locals and fields, `Type.Name`),
 * concatenation and simple arithmetic of those, `null` and `default`, environment and file reads.
 */
export function scalarValue(context: CSharpContext, node: Node, seen = new Set<number>()): StaticValue {
  switch (node.type) {
    case "parenthesized_expression": {
      const inner = node.firstNamedChild;
      return inner ? scalarValue(context, inner, seen) : unknown();
    }
    case "string_literal":
    case "verbatim_string_literal":
    case "raw_string_literal":
    case "interpolated_string_expression": {
      const value = stringValue(node);
      return value === undefined ? unknown() : { kind: "string", value };
    }
    case "integer_literal":
    case "real_literal": {
      const value = numberValue(node);
      return value === undefined ? unknown() : { kind: "number", value };
    }
    case "boolean_literal":
      return { kind: "boolean", value: node.text === "true" };
    case "null_literal":
      return { kind: "nothing" };
    case "default_expression": {
      const type = node.childForFieldName("type");
      if (!type) return { kind: "nothing" }; // target-typed: see defaultFor
      return defaultOfType(type.text);
    }
    case "prefix_unary_expression": {
      const operator = node.firstChild?.type;
      const operand = node.firstNamedChild;
      if (!operand) return unknown();
      const value = scalarValue(context, operand, seen);
      if (value.kind === "number" && (operator === "-" || operator === "+")) {
        return { kind: "number", value: operator === "-" ? -value.value : value.value };
      }
      if (value.kind === "boolean" && operator === "!") return { kind: "boolean", value: !value.value };
      return unknown();
    }
    case "binary_expression":
      return binaryValue(context, node, seen);
    case "assignment_expression": {
      // `c.A = c.B = "x"`: the value of the inner assignment.
      const right = node.childForFieldName("right");
      return right && node.childForFieldName("operator")?.type === "=" ? scalarValue(context, right, seen) : unknown();
    }
    case "identifier":
    case "member_access_expression": {
      const binding =
        node.type === "identifier"
          ? resolveName(context, node, node.text.replace(/^@/, ""))
          : resolveMember(context, node);
      if (!binding?.constant || seen.has(binding.declarator.id)) return unknown();
      seen.add(binding.declarator.id);
      const value = scalarValue(context, binding.value, seen);
      seen.delete(binding.declarator.id);
      return value;
    }
    case "invocation_expression":
    case "await_expression":
      if (isEnvironmentRead(node)) return unknown("env", true);
      if (isFileRead(node)) return unknown("file");
      return nameofValue(node) ?? unknown();
    default:
      return unknown();
  }
}

/** `nameof(X)`, `nameof(a.B)`: the last name, as a string. */
function nameofValue(node: Node): StaticValue | undefined {
  if (node.type !== "invocation_expression") return undefined;
  const fn = node.childForFieldName("function");
  const args = node.childForFieldName("arguments")?.namedChildren ?? [];
  if (fn?.type !== "identifier" || fn.text !== "nameof" || args.length !== 1) return undefined;
  const name = /@?([A-Za-z_]\w*)\s*$/.exec(args[0]!.text)?.[1];
  return name ? { kind: "string", value: name } : undefined;
}

const NUMERIC_TYPES = new Set([
  "int",
  "long",
  "short",
  "byte",
  "sbyte",
  "uint",
  "ulong",
  "ushort",
  "double",
  "float",
  "decimal",
]);

/** `default(T)` of a predefined type: `false`, `0`, or nothing (string, nullable, reference types). */
export function defaultOfType(type: string): StaticValue {
  if (type === "bool") return { kind: "boolean", value: false };
  if (NUMERIC_TYPES.has(type)) return { kind: "number", value: 0 };
  if (type === "string" || type === "object" || type.endsWith("?")) return { kind: "nothing" };
  return unknown();
}

function binaryValue(context: CSharpContext, node: Node, seen: Set<number>): StaticValue {
  const operator = node.childForFieldName("operator")?.type;
  const leftNode = node.childForFieldName("left");
  const rightNode = node.childForFieldName("right");
  if (!leftNode || !rightNode) return unknown();
  const left = scalarValue(context, leftNode, seen);
  if (operator === "??") {
    if (left.kind === "nothing") return scalarValue(context, rightNode, seen);
    if (left.kind !== "unknown") return left;
    const right = scalarValue(context, rightNode, seen);
    // Set when either side is: an unset environment variable falls back to the right side.
    return right.kind === "nothing" || (right.kind === "unknown" && right.maybeUnset) ? left : unknown(left.origin);
  }
  const right = scalarValue(context, rightNode, seen);
  if (left.kind === "number" && right.kind === "number") {
    const value =
      operator === "+"
        ? left.value + right.value
        : operator === "-"
          ? left.value - right.value
          : operator === "*"
            ? left.value * right.value
            : NaN;
    return Number.isFinite(value) ? { kind: "number", value } : unknown();
  }
  if (operator === "+" && (left.kind === "string" || right.kind === "string")) {
    const a = concatenable(left);
    const b = concatenable(right);
    if (a !== undefined && b !== undefined) return { kind: "string", value: a + b };
  }
  return unknown();
}

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  "\\": "\\\\",
  '"': '\\"',
  "\0": "\\0",
  "\x07": "\\a",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\v": "\\v",
};

/**
 * Renders a literal in C#: a regular string with escapes (quotes, backslashes, control characters, the
 * line separators C# does not take in a string, and lone surrogates as `\uXXXX`), `true`/`false`, numbers as
 * the model gives them.
 */
export function renderCSharpLiteral(value: LiteralValue): string {
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "number") return String(value);
  let out = '"';
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    const code = c.charCodeAt(0);
    if (c in SHORT_ESCAPES) {
      out += SHORT_ESCAPES[c];
    } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < value.length && /[\udc00-\udfff]/.test(value[i + 1]!)) {
      out += c + value[i + 1]!;
      i++;
    } else if (
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x2028 ||
      code === 0x2029 ||
      (code >= 0xd800 && code <= 0xdfff)
    ) {
      out += `\\u${code.toString(16).padStart(4, "0")}`;
    } else {
      out += c;
    }
  }
  return `${out}"`;
}
