// The generated programs of the fuzz test, as data, and their rendering to source text that records where
// every configuration literal (and every same-file constant object a configuration may draw on) sits.
import type { TypeSpec, ConstructName } from "../../src/schema/index.js";

export type Mode = "js" | "ts" | "typed";

/** Whitespace, line breaks and comments between tokens. */
export type Trivia = string;

export type KeyStyle =
  "ident" | "double" | "single" | "computed-string" | "computed-template" | "computed-const" | "computed-opaque";

export interface Key {
  readonly name: string;
  readonly style: KeyStyle;
}

/** Wrappers of a value: parentheses (any mode), TypeScript assertions (ts only). */
export type Wrap = "paren" | "as-const" | "non-null" | "angle" | "satisfies" | "as-any" | "as-unknown";

export type Value =
  /** Source text as is: numbers, bigints, calls, environment reads, templates with substitutions, ... */
  | { readonly t: "raw"; readonly text: string }
  /** A string literal, escaped for its quote. */
  | { readonly t: "str"; readonly value: string; readonly quote: '"' | "'" | "`" }
  | { readonly t: "obj"; readonly obj: Obj }
  /** An identifier of a same-file `const` (or `let`) holding the value. */
  | { readonly t: "ident"; readonly decl: "const" | "let"; readonly value: Value }
  /** ts only: an identifier declared with a literal type (`declare const x: "PRIVATE"`). */
  | { readonly t: "declared"; readonly type: string }
  /** ts only: an enum member with a literal initialiser. */
  | { readonly t: "enum"; readonly literal: string }
  | { readonly t: "wrap"; readonly wrap: Wrap; readonly inner: Value }
  | { readonly t: "cond"; readonly test: string; readonly then: Value; readonly else: Value }
  /** A sequence expression: side effects (`n = 5`, `f()`, `n++`), then the value (`(n = 5, "PRIVATE")`). */
  | { readonly t: "effect"; readonly effect: string; readonly last: Value };

export type AccessorKind = "get" | "set" | "method" | "async" | "generator";

export type Spread =
  /** A same-file object constant; `mutated` adds a later write to it; `decl: "let"` is never resolved. */
  | {
      readonly t: "const";
      readonly obj: Obj;
      readonly decl: "const" | "let";
      readonly mutation: Mutation;
      readonly wrap: Wrap | null;
    }
  | { readonly t: "inline"; readonly obj: Obj; readonly paren: boolean }
  | { readonly t: "unresolved"; readonly text: string }
  | { readonly t: "cond"; readonly op: "?:" | "&&" | "||"; readonly a: Obj; readonly b: Obj | null };

export type Mutation = null | "assign" | "delete" | "object-assign" | "increment";

export type Entry =
  | { readonly t: "prop"; readonly key: Key; readonly value: Value; readonly colon: readonly [Trivia, Trivia] }
  /** `{ acl }`; `bind` declares a same-file const of that name, else it is a free identifier. */
  | { readonly t: "shorthand"; readonly name: string; readonly bind: Value | null }
  | { readonly t: "accessor"; readonly kind: AccessorKind; readonly key: Key; readonly returns: Value }
  | { readonly t: "spread"; readonly spread: Spread };

export interface Slot {
  readonly entry: Entry;
  readonly before: Trivia;
  readonly after: Trivia;
}

export interface Obj {
  readonly slots: readonly Slot[];
  readonly trailingComma: boolean;
  readonly multiline: boolean;
  readonly open: Trivia;
  readonly close: Trivia;
}

/** A construct of the schema and the type its configuration argument has. */
export interface Target {
  readonly spec: TypeSpec;
  readonly construct: ConstructName;
}

export type Form =
  | "construct"
  | "via-const"
  | "annotation"
  | "satisfies"
  | "as-const-satisfies"
  | "as"
  | "angle"
  /** ts: an element of an annotated array. */
  | "array"
  /** ts: returned from a function with the type as return type. */
  | "return"
  /** ts: a class field's initialiser. */
  | "class-field"
  /** ts: a parameter's default. */
  | "parameter-default"
  /** ts, seen with type information only: an argument to a parameter of the type. */
  | "call-param"
  /** ts, seen with type information only: assigned to a variable of the type. */
  | "assignment";

export interface ConfigCase {
  readonly target: Target;
  readonly form: Form;
  readonly object: Obj;
  /** How the construct is named: as imported, through an alias, or through a namespace import. */
  readonly ctor: "direct" | "alias" | "namespace" | "required" | "required-destructured";
  /** How the type is written (ts forms). */
  readonly type: "plain" | "namespace" | "readonly" | "or-undefined";
  /** ts only, via-const: how the constant is passed (`c`, `c!`, `c as T`). */
  readonly reference: "plain" | "non-null" | "as-type" | "paren";
  /** An extra object argument after the configuration. */
  readonly extraArgument: boolean;
  /** Parentheses around the configuration object. */
  readonly paren: boolean;
  /** With settings: the construct and type are the names settings add for the kind (`OssStore`, `OssState`). */
  readonly custom: boolean;
}

export interface ProgramSpec {
  readonly cases: readonly ConfigCase[];
  /** Lint with settings["backend-config"]: a construct and a type name per kind, and `modules: ["kit"]`. */
  readonly settings: boolean;
  /** settings["backend-config"].toolVersion to lint with, if any (independent of `settings`). */
  readonly toolVersion: string | null;
  /** Each case in its own block (always when there are several). */
  readonly blocks: boolean;
  /** The most times one object literal writes one key, when a hostile program repeats its entries (see Program). */
  readonly repeats?: number;
}

export interface Span {
  /** A configuration literal, or a same-file constant object that a configuration draws on. */
  readonly role: "config" | "source";
  readonly start: number;
  readonly end: number;
  /** The configuration case the span belongs to (a source: the case whose configuration draws on it). */
  readonly owner: number;
}

/** A rendered program: its text and where each configuration literal and constant object sits. */
export interface Program {
  readonly mode: Mode;
  readonly text: string;
  readonly spans: readonly Span[];
  /** settings["backend-config"] to lint with, if any. */
  readonly settings: Settings | undefined;
  /**
   * The most times one object literal writes one key (hundreds in a hostile program): each fix of such a key may
   * need its own pass, and ESLint's --fix stops after 10, so the check runs --fix once for each 10 writes.
   */
  readonly repeats: number;
}

export interface Settings {
  readonly typeNames?: Record<string, string[]>;
  readonly constructNames?: Record<string, string[]>;
  readonly modules?: string[];
  readonly toolVersion?: string;
}

/** Names the settings add for a configuration type: `OssStore` (a construct) and `OssState` (a type). */
function customNames(spec: TypeSpec): { construct: string; type: string } {
  const store = spec.store.charAt(0) + spec.store.slice(1).toLowerCase();
  return { construct: `${store}Store`, type: `${store}State` };
}

function settingsFor(specs: readonly TypeSpec[]): Settings {
  return {
    typeNames: Object.fromEntries(specs.map((s) => [s.kind, [customNames(s).type]])),
    constructNames: Object.fromEntries(specs.map((s) => [s.kind, [customNames(s).construct]])),
    modules: ["kit"],
  };
}

/** Text with spans, appended piece by piece. */
class Builder {
  text = "";
  readonly spans: Span[] = [];

  write(text: string): this {
    this.text += text;
    return this;
  }

  append(other: Builder): this {
    const shift = this.text.length;
    for (const span of other.spans) this.spans.push({ ...span, start: span.start + shift, end: span.end + shift });
    this.text += other.text;
    return this;
  }

  /** Appends `other` and records its whole text as a span of `role`. */
  appendSpan(other: Builder, role: Span["role"], owner: number): this {
    const start = this.text.length;
    this.append(other);
    this.spans.push({ role, start, end: this.text.length, owner });
    return this;
  }
}

/** Names and declarations one configuration case (one block) needs. */
interface Scope {
  readonly mode: Mode;
  /** Statements before the configuration: constants, mutations. */
  readonly decls: Builder;
  /** Top-level TypeScript declarations (`declare const`, `enum`): not allowed in blocks. */
  readonly top: Builder;
  readonly declared: Set<string>;
  readonly counter: { n: number };
  /** Index of the case being rendered. */
  readonly owner: number;
  /** Whether the program is linted with settings. */
  readonly settings: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function isIdentifier(name: string): boolean {
  return IDENTIFIER.test(name);
}

/** A string literal with `value` in `quote`, escaped so that it parses back to `value`. */
export function quoteString(value: string, quote: '"' | "'" | "`"): string {
  let out = "";
  for (const ch of value) {
    if (ch === "\\" || ch === quote) out += `\\${ch}`;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\u2028") out += "\\u2028";
    else if (ch === "\u2029") out += "\\u2029";
    else if (quote === "`" && ch === "$") out += "\\$";
    else out += ch;
  }
  return `${quote}${out}${quote}`;
}

function fresh(scope: Scope, prefix: string): string {
  scope.counter.n += 1;
  return `${prefix}${scope.counter.n}`;
}

function renderKey(key: Key, scope: Scope): string {
  switch (key.style) {
    case "ident":
      return isIdentifier(key.name) ? key.name : quoteString(key.name, '"');
    case "double":
      return quoteString(key.name, '"');
    case "single":
      return quoteString(key.name, "'");
    case "computed-string":
      return `[${quoteString(key.name, '"')}]`;
    case "computed-template":
      return `[${quoteString(key.name, "`")}]`;
    case "computed-const": {
      const name = fresh(scope, "_k");
      scope.decls.write(`const ${name} = ${quoteString(key.name, '"')};\n`);
      return `[${name}]`;
    }
    case "computed-opaque":
      return `[dynamicKey(${quoteString(key.name, "'")})]`;
  }
}

/** Whether a value's text needs parentheses under a wrapper or operator. */
function needsParens(value: Value): boolean {
  return value.t === "raw" || value.t === "cond" || value.t === "wrap";
}

/** Renders a value; `source`: an object in it (also under wrappers) is a constant's, recorded as a source span. */
function renderValue(value: Value, scope: Scope, depth: number, source = false): Builder {
  const b = new Builder();
  switch (value.t) {
    case "raw":
      return b.write(value.text);
    case "str":
      return b.write(quoteString(value.value, value.quote));
    case "obj": {
      const obj = renderObject(value.obj, scope, depth + 1);
      return source ? b.appendSpan(obj, "source", scope.owner) : obj;
    }
    case "ident": {
      const name = fresh(scope, "_v");
      declare(scope, value.decl, name, value.value, depth);
      return b.write(name);
    }
    case "declared": {
      const name = fresh(scope, "_d");
      scope.top.write(`declare const ${name}: ${value.type};\n`);
      return b.write(name);
    }
    case "enum": {
      const name = fresh(scope, "_E");
      scope.top.write(`enum ${name} { A = ${value.literal} }\n`);
      return b.write(`${name}.A`);
    }
    case "wrap":
      return renderWrap(value.wrap, value.inner, scope, depth, source);
    case "cond": {
      const then = renderValue(value.then, scope, depth);
      const otherwise = renderValue(value.else, scope, depth);
      return b.write(`${value.test} ? `).append(then).write(" : ").append(otherwise);
    }
    case "effect":
      return b
        .write(`(${value.effect}, `)
        .append(renderValue(value.last, scope, depth))
        .write(")");
  }
}

function renderWrap(wrap: Wrap, value: Value, scope: Scope, depth: number, source: boolean): Builder {
  const inner = renderValue(value, scope, depth, source);
  const [open, close] = needsParens(value) ? ["(", ")"] : ["", ""];
  const b = new Builder();
  switch (wrap) {
    case "paren":
      return b.write("(").append(inner).write(")");
    case "as-const":
      return b.write(open).append(inner).write(`${close} as const`);
    case "non-null":
      return b.write(open).append(inner).write(`${close}!`);
    case "angle":
      return b.write("<any>").write(open).append(inner).write(close);
    case "satisfies":
      return b.write(open).append(inner).write(`${close} satisfies unknown`);
    case "as-any":
      return b.write(open).append(inner).write(`${close} as any`);
    case "as-unknown":
      return b.write(open).append(inner).write(`${close} as unknown as string`);
  }
}

/** `const name = value;` among the case's declarations; an object value is recorded as a source span. */
function declare(scope: Scope, decl: "const" | "let", name: string, value: Value, depth: number): void {
  const rendered = renderValue(value, scope, depth, true);
  scope.decls.write(`${decl} ${name} = `).append(rendered).write(";\n");
}

function renderEntry(entry: Entry, scope: Scope, depth: number): Builder {
  const b = new Builder();
  switch (entry.t) {
    case "prop":
      return b
        .write(renderKey(entry.key, scope))
        .write(entry.colon[0])
        .write(":")
        .write(entry.colon[1] || " ")
        .append(renderValue(entry.value, scope, depth));
    case "shorthand":
      if (entry.bind && !scope.declared.has(entry.name)) {
        // Declared before its value is rendered: a shorthand of the same name inside refers to it.
        scope.declared.add(entry.name);
        declare(scope, "const", entry.name, entry.bind, depth);
      }
      return b.write(entry.name);
    case "accessor":
      return renderAccessor(entry.kind, renderKey(entry.key, scope), renderValue(entry.returns, scope, depth));
    case "spread":
      return b.write("...").append(renderSpread(entry.spread, scope, depth));
  }
}

function renderAccessor(kind: AccessorKind, key: string, returns: Builder): Builder {
  const b = new Builder();
  switch (kind) {
    case "get":
      return b.write(`get ${key}() { return `).append(returns).write("; }");
    case "set":
      return b.write(`set ${key}(v) { void v; }`);
    case "method":
      return b.write(`${key}() { return `).append(returns).write("; }");
    case "async":
      return b.write(`async ${key}() {}`);
    case "generator":
      return b.write(`*${key}() {}`);
  }
}

function renderSpread(spread: Spread, scope: Scope, depth: number): Builder {
  const b = new Builder();
  switch (spread.t) {
    case "const": {
      const name = fresh(scope, "_base");
      declare(scope, spread.decl, name, { t: "obj", obj: spread.obj }, depth);
      switch (spread.mutation) {
        case "assign":
          scope.decls.write(`${name}.acl = "private";\n`);
          break;
        case "delete":
          scope.decls.write(`delete ${name}.bucket;\n`);
          break;
        case "object-assign":
          scope.decls.write(`Object.assign(${name}, { bucket: "b" });\n`);
          break;
        case "increment":
          scope.decls.write(`${name}.count++;\n`);
          break;
        case null:
          break;
      }
      return spread.wrap ? b.append(renderWrappedName(name, spread.wrap)) : b.write(name);
    }
    case "inline": {
      const obj = renderObject(spread.obj, scope, depth + 1);
      return spread.paren ? b.write("(").append(obj).write(")") : b.append(obj);
    }
    case "unresolved":
      return b.write(spread.text);
    case "cond": {
      const a = renderObject(spread.a, scope, depth + 1);
      if (spread.op === "?:") {
        const other = spread.b ? renderObject(spread.b, scope, depth + 1) : new Builder().write("{}");
        return b.write("(flag ? ").append(a).write(" : ").append(other).write(")");
      }
      return b.write(`(flag ${spread.op} `).append(a).write(")");
    }
  }
}

function renderWrappedName(name: string, wrap: Wrap): Builder {
  const b = new Builder();
  switch (wrap) {
    case "paren":
      return b.write(`(${name})`);
    case "as-const":
    case "as-any":
    case "satisfies":
    case "as-unknown":
      return b.write(`(${name} as any)`);
    case "non-null":
      return b.write(`${name}!`);
    case "angle":
      return b.write(`(<any>${name})`);
  }
}

function indent(depth: number): string {
  return "  ".repeat(depth);
}

function renderObject(obj: Obj, scope: Scope, depth: number): Builder {
  const b = new Builder().write("{").write(obj.open);
  obj.slots.forEach((slot, i) => {
    if (i > 0) b.write(",");
    b.write(obj.multiline ? `\n${indent(depth + 1)}` : i > 0 || obj.open === "" ? " " : "");
    b.write(slot.before)
      .append(renderEntry(slot.entry, scope, depth))
      .write(slot.after);
  });
  if (obj.trailingComma && obj.slots.length > 0) b.write(",");
  b.write(obj.close);
  if (obj.multiline && obj.slots.length > 0) b.write(`\n${indent(depth)}`);
  else if (obj.slots.length > 0) b.write(" ");
  return b.write("}");
}

/** Whether a case uses the names settings add (only when the program is linted with settings). */
function isCustom(c: ConfigCase, scope: Scope): boolean {
  return c.custom && scope.settings;
}

function typeText(c: ConfigCase, scope: Scope): string {
  const name = isCustom(c, scope) ? customNames(c.target.spec).type : c.target.construct.configType;
  switch (c.type) {
    case "plain":
      return name;
    case "namespace":
      return `kit.${name}`;
    case "readonly":
      return `Readonly<${name}>`;
    case "or-undefined":
      return `${name} | undefined`;
  }
}

/** Aliased import name of a construct: `import { OssBackend as KitOssBackend }`. */
function aliasOf(name: string): string {
  return `Kit${name}`;
}

/** Name of a construct destructured from `require`: `const { OssBackend: RequiredOssBackend } = require("kit")`. */
function requiredOf(name: string): string {
  return `Required${name}`;
}

function constructText(c: ConfigCase, scope: Scope): string {
  if (isCustom(c, scope)) return customNames(c.target.spec).construct;
  const name = c.target.construct.name;
  switch (c.ctor) {
    case "direct":
      return name;
    case "alias":
      return aliasOf(name);
    case "namespace":
      return `kit.${name}`;
    case "required":
      return `kitRequired.${name}`;
    case "required-destructured":
      return requiredOf(name);
  }
}

/** `new OssBackend(scope, <config>)`, the configuration at the construct's argument index. */
function constructCall(c: ConfigCase, config: Builder, scope: Scope): Builder {
  const args = Array.from({ length: c.target.construct.configArgument }, (_, i) => (i === 0 ? "scope" : `"id${i}"`));
  const b = new Builder().write(`new ${constructText(c, scope)}(${args.map((a) => `${a}, `).join("")}`).append(config);
  // A construct named in settings takes its configuration as its last argument: no extra argument then.
  if (c.extraArgument && !isCustom(c, scope)) b.write(", { extra: true }");
  return b.write(");\n");
}

function renderCase(c: ConfigCase, scope: Scope): Builder {
  const object = renderObject(c.object, scope, 0);
  const config = new Builder();
  if (c.paren) config.write("(");
  config.appendSpan(object, "config", scope.owner);
  if (c.paren) config.write(")");
  const name = fresh(scope, "_config");
  const type = typeText(c, scope);
  const statement = new Builder();
  switch (c.form) {
    case "construct":
      statement.append(constructCall(c, config, scope));
      break;
    case "via-const": {
      statement.write(`const ${name} = `).append(config).write(";\n");
      const reference =
        scope.mode === "js" || c.reference === "plain"
          ? name
          : c.reference === "non-null"
            ? `${name}!`
            : c.reference === "paren"
              ? `(${name})`
              : `${name} as ${type}`;
      statement.append(constructCall(c, new Builder().write(reference), scope));
      break;
    }
    case "annotation":
      statement.write(`const ${name}: ${type} = `).append(config).write(";\n");
      break;
    case "satisfies":
      statement.write(`const ${name} = `).append(config).write(` satisfies ${type};\n`);
      break;
    case "as-const-satisfies":
      statement.write(`const ${name} = `).append(config).write(` as const satisfies ${type};\n`);
      break;
    case "as":
      statement.write(`const ${name} = `).append(config).write(` as ${type};\n`);
      break;
    case "angle":
      statement.write(`const ${name} = <${type}>`).append(config).write(";\n");
      break;
    case "array":
      // The other element is a configuration too, and a correct one.
      statement.write(`const ${name}: readonly (${type})[] = [`);
      statement
        .appendSpan(new Builder().write(`{ bucket: "b" }`), "config", scope.owner)
        .write(", ")
        .append(config)
        .write("];\n");
      break;
    case "return":
      statement.write(`function ${name}(): ${type} {\n  return `).append(config).write(";\n}\n");
      break;
    case "class-field":
      statement.write(`class ${name} {\n  readonly config: ${type} = `).append(config).write(";\n}\n");
      break;
    case "parameter-default":
      statement.write(`function ${name}(config: ${type} = `).append(config).write(") {\n  return config;\n}\n");
      break;
    case "call-param":
      scope.top.write(`declare function ${name}(id: string, config: ${type}): void;\n`);
      statement.write(`${name}("id", `).append(config).write(");\n");
      break;
    case "assignment":
      statement.write(`let ${name}: ${type} | undefined;\n${name} = `).append(config).write(";\n");
      break;
  }
  return new Builder().append(scope.decls).append(statement);
}

/** The import lines every program starts with: constructs direct, aliased and as a namespace; types in ts. */
function header(targets: readonly Target[], mode: Mode, settings: boolean): string {
  const specs = [...new Set(targets.map((t) => t.spec))];
  const custom = settings ? specs.map(customNames) : [];
  const constructs = [...new Set(targets.map((t) => t.construct.name)), ...custom.map((n) => n.construct)];
  const types = [...new Set(targets.map((t) => t.construct.configType)), ...custom.map((n) => n.type)];
  return [
    `import { ${constructs.join(", ")} } from "kit";`,
    `import { ${constructs.map((n) => `${n} as ${aliasOf(n)}`).join(", ")} } from "kit";`,
    `import * as kit from "kit";`,
    ...(mode === "js" ? [] : [`import type { ${types.join(", ")} } from "kit";`]),
    `const kitRequired = require("kit");`,
    `const { ${constructs.map((n) => `${n}: ${requiredOf(n)}`).join(", ")} } = require("kit");`,
    "",
  ].join("\n");
}

/** Renders a program: the header, top-level TypeScript declarations, then each case (in a block or not). */
export function render(program: ProgramSpec, targets: readonly Target[], mode: Mode): Program {
  const top = new Builder();
  const body = new Builder();
  const counter = { n: 0 };
  const blocks = program.blocks || program.cases.length > 1;
  for (const [owner, c] of program.cases.entries()) {
    const scope: Scope = {
      mode,
      decls: new Builder(),
      top,
      declared: new Set(),
      counter,
      owner,
      settings: program.settings,
    };
    const rendered = renderCase(c, scope);
    if (blocks) body.write("{\n").append(rendered).write("}\n");
    else body.append(rendered);
  }
  const all = new Builder()
    .write(header(targets, mode, program.settings))
    .append(top)
    .append(body);
  const specs = [...new Set(targets.map((t) => t.spec))];
  const settings: Settings | undefined =
    program.settings || program.toolVersion !== null
      ? {
          ...(program.settings && settingsFor(specs)),
          ...(program.toolVersion !== null && { toolVersion: program.toolVersion }),
        }
      : undefined;
  return { mode, text: all.text, spans: all.spans, settings, repeats: program.repeats ?? 1 };
}
