/** Where configurations start in a Java file: `X.builder()`, `new X.Builder()`, `C.Builder.create(..)`. */
import type { Node } from "web-tree-sitter";
import type { ConfigMatch } from "../../model/index.js";
import { namesIn } from "../../settings.js";
import { namedArgs } from "../tree-sitter/syntax.js";
import type { JavaContext } from "./context.js";
import { simpleName } from "./syntax.js";

/** A chain start: what it configures, and whether it is a construct's builder. */
export interface Start extends ConfigMatch {
  readonly construct: boolean;
}

/** The type a `new X.Builder()` names (X), when the created type is a nested `Builder`. */
function builderOwner(type: Node | null): string | undefined {
  if (type?.type !== "scoped_type_identifier") return undefined;
  const parts = type.namedChildren.filter((c): c is Node => c !== null && !c.isExtra);
  if (parts.at(-1)?.text !== "Builder") return undefined;
  return simpleName(parts.at(-2) ?? null);
}

/** The name a chain start names, and whether it is a construct's `C.Builder.create(..)`; undefined for no start. */
export function startName(node: Node): { name: string; construct: boolean } | undefined {
  if (node.type === "method_invocation") {
    const name = node.childForFieldName("name")?.text;
    const object = node.childForFieldName("object");
    if (name === "builder" && namedArgs(node.childForFieldName("arguments")).length === 0) {
      const owner = simpleName(object);
      return owner === undefined ? undefined : { name: owner, construct: false };
    }
    if (name === "create" && object?.type === "field_access" && object.childForFieldName("field")?.text === "Builder") {
      const owner = simpleName(object.childForFieldName("object"));
      return owner === undefined ? undefined : { name: owner, construct: true };
    }
    return undefined;
  }
  if (node.type === "object_creation_expression" && namedArgs(node.childForFieldName("arguments")).length === 0) {
    if (node.childForFieldName("body")) return undefined; // an anonymous subclass
    const owner = builderOwner(node.childForFieldName("type"));
    return owner === undefined ? undefined : { name: owner, construct: false };
  }
  return undefined;
}

/** The configuration or construct a chain start names, from the settings. */
function startOf(context: JavaContext, node: Node): Start | undefined {
  const found = startName(node);
  if (!found) return undefined;
  if (found.construct) {
    const construct = context.settings.constructNames.get(found.name);
    return construct && { kind: construct.kind, role: construct.role, typeName: found.name, construct: true };
  }
  const type = context.settings.typeNames.get(found.name);
  return type && { kind: type.kind, role: type.role, typeName: found.name, construct: false };
}

const DECLARATIONS = new Set([
  "class_declaration",
  "interface_declaration",
  "record_declaration",
  "enum_declaration",
  "annotation_type_declaration",
]);

/** What may stand between a name and the call or creation it names the type of (`a.b.X.Builder.create(..)`). */
const NAME_PARTS = /^(identifier|type_identifier|field_access|scoped_type_identifier|scoped_identifier|generic_type)$/;

/** The chain starts of a file in source order, found from the settings' names in its text. */
export function findStarts(context: JavaContext): { node: Node; start: Start }[] {
  const { settings, ancestors, words } = context;
  const names = namesIn(context.text, settings);
  if (names.size === 0) return [];
  // In text order, each look-up starts from its neighbour's way down (Ancestors).
  const spans: [number, number][] = [];
  for (const name of names) for (const at of words.starts(name)) spans.push([at, at + name.length]);
  spans.sort((a, b) => a[0] - b[0]);
  const found: Node[] = [];
  for (const [start, end] of spans) {
    const node = ancestors.descendantForIndex(start, end);
    if (node) found.push(node);
  }
  if (found.length === 0) return [];
  // A <kit> name the file declares itself (`class OssBackend`) is the file's own type; names added in settings count
  // wherever they are declared.
  const declared = new Set<string>();
  for (const name of found) {
    const parent = ancestors.parentOf(name);
    const own = settings.added.has(name.text);
    if (!own && parent && DECLARATIONS.has(parent.type) && parent.childForFieldName("name")?.id === name.id)
      declared.add(name.text);
  }
  const starts = new Map<number, { node: Node; start: Start }>();
  for (const name of found) {
    if (declared.has(name.text)) continue;
    // From the name up to the call or creation that may start a chain.
    const path = [name, ...ancestors.first(name, 7)];
    for (const node of path) {
      if (node.type === "method_invocation" || node.type === "object_creation_expression") {
        const start = starts.has(node.id) ? undefined : startOf(context, node);
        if (start) starts.set(node.id, { node, start });
        break;
      }
      if (!NAME_PARTS.test(node.type)) break;
    }
  }
  return [...starts.values()].sort((a, b) => a.node.startIndex - b.node.startIndex);
}
