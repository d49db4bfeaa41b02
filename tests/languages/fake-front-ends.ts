// Tiny hand-written front ends that stand in for the real Java and C# ones in the language tests (the
// tests mock src/frontends/{java,csharp}/index.ts with these): enough to run rules end to end through the
// languages, the dispatch in createConfigRule and the rendering of edits, and nothing more.
//   Java: `TypeName.builder().key(literal)...build()`; C#: `new TypeName { Key = literal, ... }`.
// Values: string literals without escapes, integers, booleans, null; anything else is unknown.
import type { Node } from "web-tree-sitter";
import type { ConfigEntry, ConfigLiteral, ConfigProperty, Edit, StaticValue } from "../../src/model/index.js";
import { fieldForKey, typeSpecs, type Binding } from "../../src/schema/index.js";
import type { ResolvedSettings } from "../../src/settings.js";
import { spanOf } from "../../src/frontends/tree-sitter/span.js";
import type { TextEdit } from "../../src/frontends/text-edit.js";
import { treeSitterFrontEnd } from "../../src/frontends/tree-sitter/front-end.js";

function valueOf(node: Node | null): StaticValue {
  switch (node?.type) {
    case "string_literal":
      return { kind: "string", value: node.text.slice(1, -1) };
    case "decimal_integer_literal":
    case "integer_literal":
      return { kind: "number", value: Number(node.text) };
    case "true":
    case "false":
    case "boolean_literal":
      return { kind: "boolean", value: node.text === "true" };
    case "null_literal":
      return { kind: "nothing" };
    default:
      return { kind: "unknown", maybeUnset: false, origin: "other" };
  }
}

function literal(
  node: Node,
  typeName: string,
  settings: ResolvedSettings,
  binding: Binding,
  entries: (fields: ConfigLiteral["fields"]) => ConfigEntry[],
): ConfigLiteral | undefined {
  const type = settings.typeNames.get(typeName);
  if (!type) return undefined;
  const spec = typeSpecs[type.kind];
  const fields = spec.fields.filter((f) => type.role !== "backend" || !f.dataSourceOnly);
  return {
    entries: entries(fields),
    fields,
    editable: true,
    span: spanOf(node),
    handle: node,
    kind: type.kind,
    role: type.role,
    spec,
    typeName,
    binding,
  };
}

function property(
  fields: ConfigLiteral["fields"],
  whole: Node,
  key: Node,
  value: Node,
  span = spanOf(whole),
): ConfigProperty {
  return {
    type: "property",
    key: key.text,
    field: fieldForKey(fields, key.text),
    value: valueOf(value),
    certain: true,
    editable: true,
    plain: true,
    literal: true,
    pure: true,
    keyChecked: true,
    span,
    keySpan: spanOf(key),
    valueSpan: spanOf(value),
    handle: whole,
  };
}

const javaParts = {
  findConfigs(root: Node, _text: string, settings: ResolvedSettings): ConfigLiteral[] {
    const found: ConfigLiteral[] = [];
    for (const call of root.descendantsOfType("method_invocation")) {
      if (!call || call.childForFieldName("name")?.text !== "build") continue;
      const setters: Node[] = [];
      let object = call.childForFieldName("object");
      let typeName: string | undefined;
      while (object?.type === "method_invocation") {
        const target = object.childForFieldName("object");
        if (object.childForFieldName("name")?.text === "builder" && target?.type === "identifier") {
          typeName = target.text;
          break;
        }
        setters.unshift(object);
        object = target;
      }
      if (!typeName) continue;
      const config = literal(call, typeName, settings, "java", (fields) =>
        setters.map((setter) => {
          const name = setter.childForFieldName("name")!;
          const argument = setter.childForFieldName("arguments")!.namedChild(0)!;
          // The property is `name(argument)`; its removal takes the dot before it too.
          const span = { ...spanOf(setter), range: [name.startIndex, setter.endIndex] as const };
          return property(fields, setter, name, argument, {
            ...span,
            loc: { ...span.loc, start: spanOf(name).loc.start },
          });
        }),
      );
      if (config) found.push(config);
    }
    return found;
  },

  renderEdits(text: string, edits: readonly Edit[]): TextEdit[] {
    return edits.flatMap((edit): TextEdit[] => {
      if (edit.type === "replace-value") {
        const value = typeof edit.value === "string" ? JSON.stringify(edit.value) : String(edit.value);
        return [{ range: edit.property.valueSpan.range, text: value }];
      }
      if (edit.type === "remove") {
        const [start, end] = edit.property.span.range;
        return [{ range: [text.lastIndexOf(".", start), end], text: "" }];
      }
      return [];
    });
  },
};

const csharpParts = {
  findConfigs(root: Node, _text: string, settings: ResolvedSettings): ConfigLiteral[] {
    const found: ConfigLiteral[] = [];
    for (const creation of root.descendantsOfType("object_creation_expression")) {
      const typeName = creation?.childForFieldName("type")?.text;
      const initializer = creation?.childForFieldName("initializer");
      if (!creation || !typeName || !initializer) continue;
      const config = literal(creation, typeName, settings, "csharp", (fields) =>
        initializer.namedChildren.flatMap((assignment) => {
          if (assignment?.type !== "assignment_expression") return [];
          return [
            property(fields, assignment, assignment.childForFieldName("left")!, assignment.childForFieldName("right")!),
          ];
        }),
      );
      if (config) found.push(config);
    }
    return found;
  },

  renderEdits(text: string, edits: readonly Edit[]): TextEdit[] {
    return edits.flatMap((edit): TextEdit[] => {
      if (edit.type === "replace-value") {
        const value = typeof edit.value === "string" ? JSON.stringify(edit.value) : String(edit.value);
        return [{ range: edit.property.valueSpan.range, text: value }];
      }
      if (edit.type === "remove") {
        const [start, end] = edit.property.span.range;
        const comma = /^\s*,\s*/.exec(text.slice(end));
        return [{ range: [start, end + (comma ? comma[0].length : 0)], text: "" }];
      }
      return [];
    });
  },
};

// What the mocked modules export: the functions, and the front end the rules find the files' configurations with.
export const java = { ...javaParts, frontEnd: treeSitterFrontEnd("java", javaParts) };
export const csharp = { ...csharpParts, frontEnd: treeSitterFrontEnd("csharp", csharpParts) };
