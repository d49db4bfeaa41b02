import semver from "semver";
import { SHOWN_MAX } from "../model/shown.js";
import { cutText } from "../model/text.js";
import { SETTINGS_KEY } from "./defaults.js";
import { settingsSchema, type Keyword, type SchemaNode } from "./schema.js";
import type { BackendConfigSettings } from "./types.js";

/**
 * Thrown by the first rule to run, as ESLint never validates `settings`; the message is fixed when made, as ESLint
 * would add the rule's and the file's names (docs/settings.md#invalid-settings).
 */
export class SettingsError extends Error {
  readonly #text: string;
  constructor(path: string, problem: string) {
    // An own `message` would hide the accessors below.
    super();
    // The path holds the user's keys: cut short like every quoted value.
    this.#text = `Invalid settings["${SETTINGS_KEY}"]${cutText(path, SHOWN_MAX)}: ${problem}.`;
    this.name = "SettingsError";
  }
  override get message(): string {
    return this.#text;
  }
  override set message(_ignored: string) {
    // See the class comment.
  }
}

/** An array's hole (`[, "X"]`), which later code would read as undefined. */
const EMPTY_SLOT: unique symbol = Symbol("empty slot");

/** A docs placeholder (`"<your kit package>"`) copied without being replaced. */
const PLACEHOLDER = /^\s*<.*>\s*$/s;

/** Cut short, so a megabyte written by mistake is not quoted whole. */
function describe(value: unknown): string {
  if (value === EMPTY_SLOT) return "an empty slot";
  if (Array.isArray(value)) return "an array";
  if (value === null) return "null";
  if (typeof value !== "string") return typeof value;
  const quoted = JSON.stringify(cutText(value, SHOWN_MAX));
  return PLACEHOLDER.test(value) ? `${quoted}, a placeholder: put your own value in its place` : quoted;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

interface Failure {
  readonly path: string;
  readonly message: string;
}

/** With the `u` flag JSON Schema's patterns assume. */
const patterns = new Map<string, RegExp>();

function matches(pattern: string, text: string): boolean {
  let compiled = patterns.get(pattern);
  if (!compiled) patterns.set(pattern, (compiled = new RegExp(pattern, "u")));
  return compiled.test(text);
}

/** A hole is of no type. */
function isOfType(value: unknown, type: NonNullable<SchemaNode["type"]>): boolean {
  if (type === "object") return isRecord(value);
  if (type === "array") return Array.isArray(value);
  return typeof value === "string";
}

/** Counted in code points, as JSON Schema counts. */
function hasLength(text: string, min: number): boolean {
  // The first `min` code points take at most `2 * min` code units.
  return Array.from(text.slice(0, 2 * min)).length >= min;
}

function isLonger(text: string, max: number): boolean {
  return text.length > max && hasLength(text, max + 1);
}

/**
 * In the order the messages assume: type, entries or items, then a string's length, pattern and format. A node's
 * string `errorMessage` claims every failure inside it.
 */
function check(node: SchemaNode, value: unknown, path: string): Failure | undefined {
  const failure = checkNode(node, value, path);
  if (failure === undefined || typeof node.errorMessage !== "string") return failure;
  return { path, message: fill(node.errorMessage, value, node) };
}

function checkNode(node: SchemaNode, value: unknown, path: string): Failure | undefined {
  if (node.$ref !== undefined) return check(resolve(node.$ref), value, path);
  for (const part of node.allOf ?? []) {
    const failure = check(part, value, path);
    if (failure) return failure;
  }
  const fail = (keyword: Keyword, at = path, shown: unknown = value): Failure => ({
    path: at,
    message: messageOf(node, keyword, shown),
  });
  if (value === EMPTY_SLOT || (node.type !== undefined && !isOfType(value, node.type))) return fail("type");
  if (isRecord(value) && node.properties) {
    for (const [key, entry] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (Object.hasOwn(node.properties, key)) {
        const failure = check(node.properties[key]!, entry, at);
        if (failure) return failure;
      } else if (node.additionalProperties === false) return fail("additionalProperties", at, key);
    }
  }
  if (Array.isArray(value) && node.maxItems !== undefined && value.length > node.maxItems) return fail("maxItems");
  if (Array.isArray(value) && (node.items || node.uniqueItems)) {
    for (let i = 0; i < value.length; i++) {
      // JavaScript's array methods skip a hole, as this does unless the node checks them.
      if (!(i in value) && !node.checkHoles) continue;
      const item: unknown = i in value ? value[i] : EMPTY_SLOT;
      const at = `${path}[${i}]`;
      // Only strings reach a repeat check (see the schema), so strict equality is JSON Schema's equality.
      if (node.uniqueItems && value.indexOf(item) !== i) return fail("uniqueItems", at, item);
      const failure = node.items && check(node.items, item, at);
      if (failure) return failure;
    }
  }
  if (typeof value === "string") {
    if (node.minLength !== undefined && !hasLength(value, node.minLength)) return fail("minLength");
    if (node.maxLength !== undefined && isLonger(value, node.maxLength)) return fail("maxLength");
    if (node.pattern !== undefined && !matches(node.pattern, value)) return fail("pattern");
    if (node.format === "semver" && semver.valid(value) === null) return fail("format");
  }
  return undefined;
}

function resolve(ref: string): SchemaNode {
  const name = ref.replace(/^#\/definitions\//, "");
  const definitions: Readonly<Record<string, SchemaNode>> = settingsSchema.definitions;
  const found = Object.hasOwn(definitions, name) ? definitions[name] : undefined;
  if (!found) throw new Error(`settings schema: no definition for ${ref}`);
  return found;
}

/** A node without one leaves it to an enclosing string `errorMessage`. */
function messageOf(node: SchemaNode, keyword: Keyword, value: unknown): string {
  const text = typeof node.errorMessage === "string" ? node.errorMessage : node.errorMessage?.[keyword];
  return text === undefined ? `fails the schema's ${keyword}` : fill(text, value, node);
}

/** In one pass, so a value that holds `{keys}` stays as written. */
function fill(text: string, value: unknown, node: SchemaNode): string {
  return text.replace(/\{(value|keys)\}/g, (_, name: string) =>
    name === "value" ? describe(value) : Object.keys(node.properties ?? {}).join(", "),
  );
}

export function validateSettings(value: unknown): asserts value is BackendConfigSettings {
  if (value === undefined) return;
  const failure = check(settingsSchema, value, "");
  if (failure) throw new SettingsError(failure.path, failure.message);
}
