// The edits of the model rendered as ESLint fixes, on text with every line break ESLint knows.
import { describe, expect, it } from "vitest";
import type { ConfigLiteral, ConfigProperty, Edit } from "../../../src/model/index.js";
import { fixed } from "./harness.js";

function property(config: ConfigLiteral, key: string): ConfigProperty {
  const found = config.entries.find((e): e is ConfigProperty => e.type === "property" && e.key === key);
  if (!found) throw new Error(`no property ${key}`);
  return found;
}

const remove = (key: string) => (config: ConfigLiteral) => [
  { type: "remove", property: property(config, key) } satisfies Edit,
];

const insertAcl = (config: ConfigLiteral): Edit[] => [
  {
    type: "insert",
    object: config,
    properties: [{ field: config.fields.find((f) => f.name === "acl")!, value: { literal: "private" } }],
  },
];

const lines = (...parts: string[]) => parts;
const HEAD = `import { OssBackend } from "kit";`;

describe("render", () => {
  for (const [name, eol] of [
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["CR", "\r"],
    ["U+2028", "\u2028"],
  ] as const) {
    it(`${name}: a property alone on its line goes with its line`, () => {
      const code = lines(HEAD, "new OssBackend(this, {", '  bucket: "b",', '  acl: "public-read",', "});").join(eol);
      expect(fixed(code, "js", remove("acl"))).toBe(
        lines(HEAD, "new OssBackend(this, {", '  bucket: "b",', "});").join(eol),
      );
    });

    it(`${name}: an inserted property goes on a line of its own, with the file's line break and indentation`, () => {
      const code = lines(HEAD, "new OssBackend(this, {", '  bucket: "b",', "});").join(eol);
      expect(fixed(code, "js", insertAcl)).toBe(
        lines(HEAD, "new OssBackend(this, {", '  bucket: "b",', '  acl: "private",', "});").join(eol),
      );
      const noComma = lines(HEAD, "new OssBackend(this, {", '  bucket: "b"', "});").join(eol);
      expect(fixed(noComma, "js", insertAcl)).toBe(
        lines(HEAD, "new OssBackend(this, {", '  bucket: "b",', '  acl: "private"', "});").join(eol),
      );
    });

    it(`${name}: a property followed by another on its line keeps the line break after the last`, () => {
      const code = lines(HEAD, 'new OssBackend(this, { bucket: "b", acl: "x",', "});").join(eol);
      expect(fixed(code, "js", remove("acl"))).toBe(
        lines(HEAD, 'new OssBackend(this, { bucket: "b", ', "});").join(eol),
      );
    });
  }

  it("CRLF: the first property of several on one line goes with the spaces after it", () => {
    const code = `${HEAD}\r\nnew OssBackend(this, { acl: "x",   bucket: "b" });\r\n`;
    expect(fixed(code, "js", remove("acl"))).toBe(`${HEAD}\r\nnew OssBackend(this, { bucket: "b" });\r\n`);
  });
});
