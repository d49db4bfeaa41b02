/**
 * The parts of @eslint/json's AST (momoa's) that the JSON front end reads, declared here so that it needs no types
 * of a package the plugin does not depend on. Lines and columns are 1-based, as momoa counts them.
 */
export interface JsonLocation {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
}

interface JsonNodeBase {
  readonly loc: { readonly start: JsonLocation; readonly end: JsonLocation };
  readonly range?: readonly [number, number];
}

export interface JsonString extends JsonNodeBase {
  readonly type: "String";
  readonly value: string;
}
export interface JsonNumber extends JsonNodeBase {
  readonly type: "Number";
  readonly value: number;
}
export interface JsonBoolean extends JsonNodeBase {
  readonly type: "Boolean";
  readonly value: boolean;
}
export interface JsonNull extends JsonNodeBase {
  readonly type: "Null";
}
/** JSON5's `NaN`, `Infinity` and unquoted keys, read as unknown values. */
export interface JsonOther extends JsonNodeBase {
  readonly type: "NaN" | "Infinity" | "Identifier";
  readonly name?: string;
}
export interface JsonMember extends JsonNodeBase {
  readonly type: "Member";
  readonly name: JsonString | JsonOther;
  readonly value: JsonValueNode;
}
export interface JsonObject extends JsonNodeBase {
  readonly type: "Object";
  readonly members: readonly JsonMember[];
}
export interface JsonElement extends JsonNodeBase {
  readonly type: "Element";
  readonly value: JsonValueNode;
}
export interface JsonArray extends JsonNodeBase {
  readonly type: "Array";
  readonly elements: readonly JsonElement[];
}
export type JsonValueNode = JsonString | JsonNumber | JsonBoolean | JsonNull | JsonObject | JsonArray | JsonOther;

export interface JsonDocument extends JsonNodeBase {
  readonly type: "Document";
  readonly body: JsonValueNode;
}

export function rangeOf(node: JsonNodeBase): readonly [number, number] {
  return node.range ?? [node.loc.start.offset, node.loc.end.offset];
}

/** A member's key as the tool reads it: escapes decoded (JSON5's unquoted name as written). */
export function keyOf(member: JsonMember): string {
  return member.name.type === "String" ? member.name.value : (member.name.name ?? "");
}
