/**
 * Finding <kit>'s configurations in a C# tree (docs/csharp.md): the creations that may be configurations
 * (starts.ts), their initializers (initializers.ts, data.ts), a local's later assignments (later-assignments.ts,
 * uses.ts); names the file declares itself are its own (declared-types.ts).
 */
import type { Node } from "web-tree-sitter";
import type { ConfigEntry, ConfigLiteral } from "../../model/index.js";
import { configLiteral, fieldsOf } from "../../model/index.js";
import { mentionsAnyName, type ResolvedSettings } from "../../settings.js";
import { preprocessed as preprocessedText } from "../../languages/preprocessor.js";
import { branchAt, csharpContext, type Builder } from "./context.js";
import { withoutDeclared } from "./declared-types.js";
import { buildObject } from "./initializers.js";
import { laterEntries } from "./later-assignments.js";
import { creations, matchConfig } from "./starts.js";

export function findConfigs(root: Node, fileText: string, resolved: ResolvedSettings): ConfigLiteral[] {
  // The tree is of the preprocessed text (same offsets): names in skipped branches are no names.
  const preprocessed = preprocessedText(fileText);
  const text = preprocessed?.text ?? fileText;
  if (!mentionsAnyName(text, resolved)) return [];
  const context = csharpContext(root, text, preprocessed?.segments);
  const settings = withoutDeclared(root, text, resolved, context.words.ascii);
  const builder: Builder = { context, settings, claimed: new Set(), depth: 0 };
  const result: ConfigLiteral[] = [];
  for (const node of creations(builder)) {
    if (builder.claimed.has(node.id)) continue;
    const match = matchConfig(settings, builder.context.ancestors, node);
    if (!match) continue;
    const fields = fieldsOf(match);
    context.origin = branchAt(context, node.startIndex);
    const object = buildObject(builder, node, fields);
    laterEntries(builder, node, fields, object.entries as ConfigEntry[]);
    result.push(configLiteral(object, match, "csharp"));
  }
  return result;
}
