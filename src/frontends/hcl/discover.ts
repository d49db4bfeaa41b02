/**
 * Backend blocks and remote-state data sources of the native syntax. Keys are the tool's attribute names (binding
 * `json`), so configuration names and data-source fields come from the JSON front end.
 */
import type { Node } from "web-tree-sitter";
import {
  configLiteral,
  fieldsOf,
  type ConfigEntry,
  type ConfigLiteral,
  type ConfigObject,
  type ConfigProperty,
  type StaticValue,
} from "../../model/index.js";
import { MAX_DEPTH } from "../../model/limits.js";
import { fieldByName, kinds, remoteStateFields, type FieldSpec, type Kind } from "../../schema/index.js";
import { dataSourceFields, nameOf } from "../json/discover.js";
import { spanOf } from "../tree-sitter/span.js";
import { elementsOf, itemsOf, objectKeyOf, partsOf, readValue, stringOf, unwrap } from "./values.js";

/** For the renderer: the attribute, block or object element, and the block or object it is written in. */
export interface HclPropertyHandle {
  readonly node: Node;
  readonly owner: Node;
}

const isKind = (name: string): name is Kind => (kinds as readonly string[]).includes(name);

/** A block's type and labels (quoted or bare). */
function headerOf(block: Node): { type: string; labels: (string | undefined)[] } {
  const parts = partsOf(block);
  const labels: (string | undefined)[] = [];
  for (const part of parts.slice(1)) {
    if (part.type === "string_lit") labels.push(stringOf(part));
    else if (part.type === "identifier") labels.push(part.text);
    else break;
  }
  return { type: parts[0]?.text ?? "", labels };
}

function membersOf(block: Node): Node[] {
  const body = partsOf(block).find((part) => part.type === "body");
  return body ? partsOf(body).filter((part) => part.type === "attribute" || part.type === "block") : [];
}

/** Names written more than once: the tool rejects them, so no edit touches them. */
function repeated(names: readonly (string | undefined)[]): ReadonlySet<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) {
    if (name === undefined) continue;
    if (seen.has(name)) twice.add(name);
    else seen.add(name);
  }
  return twice;
}

function property(
  key: string,
  field: FieldSpec | undefined,
  reading: { value: StaticValue; literal: boolean },
  nodes: { node: Node; owner: Node; key: Node; value: Node },
  editable: boolean,
): ConfigProperty {
  const handle: HclPropertyHandle = { node: nodes.node, owner: nodes.owner };
  return {
    type: "property",
    key,
    field,
    value: reading.value,
    certain: true,
    editable,
    plain: true,
    literal: reading.literal,
    // The native syntax's expressions have no side effects.
    pure: true,
    // Nothing checks a key of the tool's native syntax before the tool does.
    keyChecked: false,
    span: spanOf(nodes.node),
    keySpan: spanOf(nodes.key),
    valueSpan: spanOf(nodes.value),
    handle,
  };
}

/** A nested block (`assume_role { .. }`) as a property whose value is its body. */
function blockProperty(
  text: string,
  block: Node,
  owner: Node,
  fields: readonly FieldSpec[],
  depth: number,
  editable: boolean,
): ConfigProperty {
  const { type, labels } = headerOf(block);
  const field = fieldByName(fields, type);
  const name = partsOf(block)[0]!;
  const nested = field?.block;
  const value: StaticValue =
    nested && labels.length === 0 && depth < MAX_DEPTH
      ? { kind: "object", object: bodyObject(text, block, nested.fields, depth + 1) }
      : { kind: "data", shape: "object", json: undefined };
  return property(type, field, { value, literal: true }, { node: block, owner, key: name, value: block }, editable);
}

function bodyObject(text: string, block: Node, fields: readonly FieldSpec[], depth: number): ConfigObject {
  const members = membersOf(block);
  const twice = repeated(members.map((m) => partsOf(m)[0]?.text));
  const entries: ConfigProperty[] = [];
  for (const member of members) {
    const name = partsOf(member)[0];
    if (!name) continue;
    const editable = !twice.has(name.text);
    if (member.type === "block") {
      entries.push(blockProperty(text, member, block, fields, depth, editable));
      continue;
    }
    const value = partsOf(member)[1];
    if (!value) continue;
    entries.push(attributeProperty(text, member, name, value, block, fieldByName(fields, name.text), depth, editable));
  }
  return { entries, fields, editable: true, span: spanOf(block), handle: block };
}

/**
 * A block field takes an object, or a tuple of one object (marked `list`): a data source's `config` accepts only
 * the list (docs/behaviour.md#remote-state-data-sources).
 */
function attributeProperty(
  text: string,
  node: Node,
  key: Node,
  value: Node,
  owner: Node,
  field: FieldSpec | undefined,
  depth: number,
  editable: boolean,
): ConfigProperty {
  const block = field?.block;
  const inner = unwrap(value);
  const collection = inner.type === "collection_value" ? partsOf(inner)[0] : undefined;
  if (block && collection && depth < MAX_DEPTH) {
    let object: Node | undefined;
    if (collection.type === "object") object = collection;
    else if (collection.type === "tuple") {
      const items = itemsOf(collection);
      const only = items.length === 1 ? unwrap(items[0]!) : undefined;
      const single = only?.type === "collection_value" ? partsOf(only)[0] : undefined;
      if (single?.type === "object") object = single;
    }
    if (object) {
      const built = objectOf(text, object, block.fields, depth + 1);
      const blockValue: StaticValue =
        collection.type === "object"
          ? { kind: "object", object: built }
          : { kind: "object", object: built, list: true };
      return property(key.text, field, { value: blockValue, literal: true }, { node, owner, key, value }, editable);
    }
  }
  const name = node.type === "object_elem" ? (objectKeyOf(key) ?? key.text) : key.text;
  return property(name, field, readValue(text, value, depth), { node, owner, key, value }, editable);
}

/** Each element reaches the field of exactly its name: no snake-casing. */
function objectOf(text: string, object: Node, fields: readonly FieldSpec[], depth: number): ConfigObject {
  const elements = elementsOf(object);
  const names = elements.map(({ key }) => objectKeyOf(key));
  const twice = repeated(names);
  const entries: ConfigEntry[] = [];
  elements.forEach(({ element, key, value }, i) => {
    const name = names[i];
    if (name === undefined) {
      // A key the tool computes (`(var.name) = ..`) may be any setting.
      entries.push({ type: "opaque", reason: "computed-key", span: spanOf(element) });
      return;
    }
    const field = fieldByName(fields, name);
    const built = attributeProperty(text, element, key, value, object, field, depth, !twice.has(name));
    entries.push({ ...built, key: name });
  });
  return { entries, fields, editable: true, span: spanOf(object), handle: object };
}

function backend(text: string, kind: Kind, block: Node): ConfigLiteral {
  const match = { kind, role: "backend" as const, typeName: nameOf(kind, "backend", kind) };
  return { ...configLiteral(bodyObject(text, block, fieldsOf(match), 1), match, "json"), native: true };
}

/** The last, as the tool rejects a repeated one anyway. */
function attributeNamed(block: Node, name: string): Node | undefined {
  return membersOf(block)
    .filter((m) => m.type === "attribute" && partsOf(m)[0]?.text === name)
    .at(-1);
}

/**
 * A `config` that is no object constructor may hold anything; a `config { .. }` block the tool refuses, and
 * nothing is read from it.
 */
function dataSource(text: string, kind: Kind, name: string, block: Node): ConfigLiteral {
  const match = { kind, role: "data-source" as const, typeName: nameOf(kind, "data-source", name) };
  const entries: ConfigEntry[] = [];
  const members = membersOf(block);
  const twice = repeated(members.map((m) => partsOf(m)[0]?.text));
  for (const member of members) {
    const key = partsOf(member)[0];
    const value = partsOf(member)[1];
    const field = key ? fieldByName(remoteStateFields, key.text) : undefined;
    if (member.type !== "attribute" || !key || !value || !field) continue;
    entries.push(attributeProperty(text, member, key, value, block, field, 1, !twice.has(key.text)));
  }
  const config = attributeNamed(block, "config");
  const value = config ? unwrap(partsOf(config)[1] ?? config) : undefined;
  const object = value?.type === "collection_value" ? partsOf(value)[0] : undefined;
  const body = object?.type === "object" ? object : undefined;
  const configBlock = config
    ? undefined
    : membersOf(block).find((m) => m.type === "block" && partsOf(m)[0]?.text === "config");
  if (body) {
    entries.push(...objectOf(text, body, fieldsOf({ kind, role: "backend" }), 1).entries);
  } else {
    const written = config ?? configBlock;
    if (written) entries.push({ type: "opaque", reason: "spread", span: spanOf(written) });
  }
  // Without a `config` object nothing can be inserted: findings stand at the block, or its `config` block.
  const at = body ?? configBlock ?? block;
  const literal: ConfigObject = {
    entries,
    fields: dataSourceFields(kind),
    editable: body !== undefined,
    span: spanOf(at),
    handle: at,
  };
  const found = { ...configLiteral(literal, match, "json"), native: true as const };
  return configBlock ? { ...found, configBlock: true as const } : found;
}

/** Every configuration of the file, in source order. */
export function findConfigs(root: Node, text: string): ConfigLiteral[] {
  const configs: ConfigLiteral[] = [];
  // Every configuration holds the word `backend`, and `terraform` unless a label spells it with `\u` escapes.
  if (!text.includes("backend")) return configs;
  if (!text.includes("terraform") && !text.includes("\\u") && !text.includes("\\U")) return configs;
  const body = partsOf(root).find((part) => part.type === "body");
  if (!body) return configs;
  for (const block of partsOf(body)) {
    // The text first: most blocks are neither, and asking for their children costs.
    const start = block.startIndex;
    if (!text.startsWith("terraform", start) && !text.startsWith("data", start)) continue;
    if (block.type !== "block") continue;
    const { type, labels } = headerOf(block);
    if (type === "terraform" && labels.length === 0) {
      for (const inner of membersOf(block)) {
        if (inner.type !== "block") continue;
        const header = headerOf(inner);
        const kind = header.labels[0];
        if (header.type === "backend" && header.labels.length === 1 && kind !== undefined && isKind(kind)) {
          configs.push(backend(text, kind, inner));
        }
      }
    } else if (type === "data" && labels.length === 2 && labels[0] === "terraform_remote_state") {
      const store = attributeNamed(block, "backend");
      const value = store ? readValue(text, partsOf(store)[1] ?? store, 1).value : undefined;
      if (value?.kind === "string" && isKind(value.value))
        configs.push(dataSource(text, value.value, labels[1] ?? "", block));
    }
  }
  return configs;
}
