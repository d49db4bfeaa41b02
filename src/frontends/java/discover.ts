/**
 * Finding <kit>'s builders in a Java tree: chain starts (starts.ts), their setters (chains.ts, later-setters.ts),
 * each an entry (setters.ts) with the constants it reaches (constants.ts).
 */
import type { Node } from "web-tree-sitter";
import type { ConfigEntry, ConfigLiteral, ConfigObject } from "../../model/index.js";
import { configLiteral, fieldsOf } from "../../model/index.js";
import type { FieldSpec } from "../../schema/index.js";
import { mentionsAnyName, type ResolvedSettings } from "../../settings.js";
import { same } from "../tree-sitter/syntax.js";
import { spanOf } from "../tree-sitter/span.js";
import { chainFrom } from "./chains.js";
import { javaContext, type JavaContext } from "./context.js";
import { BLOCKS, localBuilder } from "./later-setters.js";
import { entryOf } from "./setters.js";
import { findStarts } from "./starts.js";

/** The builder a chain start creates; undefined for one certainly never built (discarded, or only `toString()`-ed). */
function buildObject(
  context: JavaContext,
  start: Node,
  fields: readonly FieldSpec[],
  construct: boolean,
): ConfigObject | undefined {
  const { ancestors } = context;
  const chain = chainFrom(start, (n) => ancestors.parentOf(n));
  const entries: ConfigEntry[] = chain.setters.map((s) => entryOf(context, s, fields, true, construct));
  if (chain.build) {
    return {
      entries,
      fields,
      editable: true,
      span: spanOf(chain.build),
      handle: chain.build,
    };
  }
  const [parent, declaration, block] = ancestors.first(chain.end, 3);
  if (
    !chain.consumed &&
    parent?.type === "variable_declarator" &&
    same(parent.childForFieldName("value"), chain.end) &&
    declaration?.type === "local_variable_declaration" &&
    BLOCKS.has(block?.type ?? "")
  ) {
    return localBuilder(context, chain.end, parent, declaration, entries, fields, construct);
  }
  if (chain.consumed || parent?.type === "expression_statement") return undefined;
  // Built nowhere in sight (passed on, returned, stored): anything may be set later.
  entries.push({ type: "opaque", reason: "spread", span: spanOf(chain.end) });
  return {
    entries,
    fields,
    editable: false,
    span: spanOf(chain.end),
    handle: chain.end,
  };
}

/** Every configuration written in a Java file, in source order. */
export function findConfigs(root: Node, text: string, settings: ResolvedSettings): ConfigLiteral[] {
  // Most files name no configuration type: a text search settles them before any state is made.
  if (!mentionsAnyName(text, settings)) return [];
  const context = javaContext(root, text, settings);
  const result: ConfigLiteral[] = [];
  for (const { node, start } of findStarts(context)) {
    const object = buildObject(context, node, fieldsOf(start), start.construct);
    if (object) result.push(configLiteral(object, start, "java"));
  }
  return result;
}
