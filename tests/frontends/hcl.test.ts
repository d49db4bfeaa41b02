// The HCL front end on its own: which blocks of the tool's native syntax are configurations, what it reads of
// their values, and how the model's edits come out as HCL text (each edited file parsed again without errors).
import { describe, expect, it } from "vitest";
import { findConfigs } from "../../src/frontends/hcl/discover.js";
import { renderEdits, renderHclLiteral } from "../../src/frontends/hcl/render.js";
import { decodeQuoted } from "../../src/frontends/hcl/values.js";
import { parserFor } from "../../src/languages/grammars.js";
import {
  removeProperty,
  replaceValue,
  type ConfigLiteral,
  type ConfigObject,
  type ConfigProperty,
  type Edit,
  type NewProperty,
  type StaticValue,
} from "../../src/model/index.js";
import { fieldByName, typeSpecs } from "../../src/schema/index.js";
import { dedent, inHcl } from "../rule-tester.js";

/** The configurations of a text (its tree stays alive: the configurations keep its nodes). */
function configsOf(text: string): ConfigLiteral[] {
  const tree = parserFor("hcl").parse(text)!;
  expect(tree.rootNode.hasError).toBe(false);
  return findConfigs(tree.rootNode, text);
}

function onlyConfig(text: string): ConfigLiteral {
  const configs = configsOf(text);
  expect(configs).toHaveLength(1);
  return configs[0]!;
}

function property(object: ConfigObject, key: string): ConfigProperty {
  const found = object.entries.find((e): e is ConfigProperty => e.type === "property" && e.key === key);
  if (!found) throw new Error(`no property ${key}`);
  return found;
}

const valueOf = (object: ConfigObject, key: string): StaticValue => property(object, key).value;

const insertProperties = (object: ConfigObject, properties: readonly NewProperty[]): Edit => ({
  type: "insert",
  object,
  properties,
});

/** The text after the edits, which must parse without ERROR or MISSING nodes. */
function edited(text: string, edits: readonly Edit[]): string {
  let out = text;
  for (const edit of [...renderEdits(text, edits)].reverse()) {
    out = out.slice(0, edit.range[0]) + edit.text + out.slice(edit.range[1]);
  }
  const tree = parserFor("hcl").parse(out)!;
  expect(tree.rootNode.hasError).toBe(false);
  tree.delete();
  return out;
}

describe("HCL front end: discovery", () => {
  it("finds a backend of each store inside terraform { }, keyed by the tool's attribute names", () => {
    for (const kind of ["oss", "cos", "gcs"] as const) {
      const config = onlyConfig(inHcl`
        required_version = ">= 1.0"
        backend "${kind}" {
          bucket = "b"
          prefix = "p"
        }`);
      expect(config).toMatchObject({
        kind,
        role: "backend",
        binding: "json",
        native: true,
        typeName: `backend "${kind}"`,
      });
      expect(property(config, "bucket").field).toBe(fieldByName(typeSpecs[kind].fields, "bucket"));
      expect(valueOf(config, "prefix")).toEqual({ kind: "string", value: "p" });
    }
  });

  it("finds backends in a second terraform block, and nothing in other blocks, stores or heredocs", () => {
    const text = dedent`
      terraform {
        required_providers {
          a = { source = "x/a" }
        }
      }
      terraform {
        backend "gcs" {}
      }
      terraform {
        backend "s3" { bucket = "b" }
      }
      module "m" {
        backend "oss" { bucket = "b" }
      }
      resource "local_file" "f" {
        content = <<EOT
      terraform {
        backend "oss" { bucket = "b" }
      }
      EOT
      }
      `;
    expect(configsOf(text).map((c) => `${c.kind} ${c.role}`)).toEqual(["gcs backend"]);
  });

  it("reads literals: HCL's escapes, heredocs, numbers, booleans, null", () => {
    const config = onlyConfig(inHcl`
      backend "oss" {
        bucket  = "a\\"b\\u00e9$\${x}"
        prefix  = <<-EOT
          one
            two
          EOT
        key     = "k"
        encrypt = true
        assume_role_session_expiration = -900
        acl     = null
      }`);
    expect(valueOf(config, "bucket")).toEqual({ kind: "string", value: 'a"bé${x}' });
    expect(valueOf(config, "prefix")).toEqual({ kind: "string", value: "one\n  two\n" });
    expect(valueOf(config, "encrypt")).toEqual({ kind: "boolean", value: true });
    expect(valueOf(config, "assume_role_session_expiration")).toEqual({ kind: "number", value: -900 });
    expect(valueOf(config, "acl")).toEqual({ kind: "nothing" });
  });

  it("marks what the tool evaluates: the first reference or function call, with its text", () => {
    const config = onlyConfig(inHcl`
      backend "oss" {
        bucket = var.bucket
        prefix = "env/\${terraform.workspace}"
        key    = lower(local.key)
        acl    = "\${"private"}"
        region = [for r in ["a"] : r][0]
      }`);
    expect(valueOf(config, "bucket")).toMatchObject({
      kind: "unknown",
      evaluates: { uses: "reference", text: "var.bucket" },
    });
    expect(valueOf(config, "prefix")).toMatchObject({
      evaluates: { uses: "reference", text: '"env/${terraform.workspace}"' },
    });
    expect(valueOf(config, "key")).toMatchObject({ evaluates: { uses: "call", text: "lower(local.key)" } });
    // A template of literals and a name a `for` binds evaluate nothing the tool refuses.
    expect(valueOf(config, "acl")).toEqual({ kind: "unknown", maybeUnset: false, origin: "other" });
    expect(valueOf(config, "region")).toEqual({ kind: "unknown", maybeUnset: false, origin: "other" });
  });

  it("reads a nested block as the block field's object, and repeated names as not editable", () => {
    const config = onlyConfig(inHcl`
      backend "oss" {
        bucket = "a"
        bucket = "b"
        assume_role {
          role_arn = "r"
        }
      }`);
    const block = valueOf(config, "assume_role");
    expect(block.kind === "object" && valueOf(block.object, "role_arn")).toEqual({ kind: "string", value: "r" });
    expect(config.entries.map((e) => e.type === "property" && e.editable)).toEqual([false, false, true]);
  });

  it("finds a remote-state data source by its backend, with config, defaults and workspace", () => {
    const config = onlyConfig(dedent`
      data "terraform_remote_state" "net" {
        config = {
          bucket      = "b"
          "prefix"    = "p"
          (var.k)     = "x"
          assume_role = [{ role_arn = "r" }]
        }
        workspace = terraform.workspace
        defaults  = { a = 1 }
        backend   = "oss"
      }
      `);
    expect(config).toMatchObject({
      kind: "oss",
      role: "data-source",
      typeName: 'the "config" of remote-state data source "net"',
    });
    expect(config.entries.map((e) => (e.type === "property" ? e.key : e.reason))).toEqual([
      "workspace",
      "defaults",
      "bucket",
      "prefix",
      "computed-key",
      "assume_role",
    ]);
    expect(valueOf(config, "assume_role")).toMatchObject({ kind: "object", list: true });
    expect(valueOf(config, "defaults")).toEqual({ kind: "data", shape: "object", json: { a: 1 } });
  });

  it("finds a data source whose label spells terraform_remote_state with escapes, and none in a file without either", () => {
    const escaped = 'data "\\u0074erraform_remote_state" "net" {\n  backend = "gcs"\n  config = { bucket = "b" }\n}\n';
    expect(onlyConfig(escaped)).toMatchObject({ kind: "gcs", role: "data-source" });
    expect(configsOf('# no backend here\nresource "x" "y" {\n  backend = "gcs"\n}\n')).toEqual([]);
  });

  it("reads a config block, the tool's 0.11 form, as nothing, marked; and leaves other backends alone", () => {
    const text = dedent`
      data "terraform_remote_state" "old" {
        backend = "gcs"
        config {
          bucket = "b"
        }
      }
      data "terraform_remote_state" "s3" {
        backend = "s3"
        config  = { bucket = "b" }
      }
      `;
    const config = onlyConfig(text);
    expect(config).toMatchObject({ configBlock: true, editable: false });
    expect(config.entries).toMatchObject([{ type: "opaque" }]);
    expect(text.slice(...config.span.range)).toBe('config {\n    bucket = "b"\n  }');
  });
});

describe("HCL front end: edits", () => {
  const oss = (text: string) => onlyConfig(text);
  const field = (name: string) => fieldByName(typeSpecs.oss.fields, name)!;

  it("writes literals with HCL's escapes", () => {
    expect(renderHclLiteral('a"\\\n${x}%{y}\u0001')).toBe('"a\\"\\\\\\n$${x}%%{y}\\u0001"');
    expect(renderHclLiteral(3600)).toBe("3600");
    expect(decodeQuoted(renderHclLiteral('a"\\\n${x}%{y}').slice(1, -1))).toBe('a"\\\n${x}%{y}');
    expect(decodeQuoted("\\q")).toBeUndefined();
  });

  it("replaces a value, and removes an attribute with its line, keeping comments", () => {
    const text = inHcl`
      backend "oss" {
        bucket = "b" # the bucket
        acl    = "PRIVATE" // why
        prefix = "p"
      }`;
    const config = oss(text);
    expect(edited(text, [replaceValue(property(config, "acl"), "private")])).toBe(inHcl`
      backend "oss" {
        bucket = "b" # the bucket
        acl    = "private" // why
        prefix = "p"
      }`);
    expect(edited(text, [removeProperty(property(config, "prefix"))])).toBe(inHcl`
      backend "oss" {
        bucket = "b" # the bucket
        acl    = "PRIVATE" // why
      }`);
    expect(edited(text, [removeProperty(property(config, "acl"))])).toBe(inHcl`
      backend "oss" {
        bucket = "b" # the bucket
        // why
        prefix = "p"
      }`);
  });

  it("inserts after the last member's line (after its comment), aligned as it is, with the file's CRLF", () => {
    const text = inHcl`
      backend "oss" {
        bucket = "b"
        region = "r" # where
      }`.replace(/\n/g, "\r\n");
    const config = oss(text);
    expect(edited(text, [insertProperties(config, [{ field: field("encrypt"), value: { literal: true } }])])).toBe(
      inHcl`
        backend "oss" {
          bucket  = "b"
          region  = "r" # where
          encrypt = true
        }`
        .replace('bucket  = "b"', 'bucket = "b"')
        .replace('region  = "r"', 'region = "r"')
        .replace(/\n/g, "\r\n"),
    );
    const aligned = inHcl`
      backend "oss" {
        bucket     = "b"
        secret_key = "s"
      }`;
    expect(
      edited(aligned, [insertProperties(oss(aligned), [{ field: field("acl"), value: { literal: "private" } }])]),
    ).toBe(
      inHcl`
        backend "oss" {
          bucket     = "b"
          secret_key = "s"
          acl        = "private"
        }`,
    );
  });

  it("opens a block written on one line, and an empty one, onto lines", () => {
    for (const [written, expected] of [
      ['backend "oss" { bucket = "b" }', 'backend "oss" {\n    bucket = "b"\n    encrypt = true\n  }'],
      ['backend "oss" {}', 'backend "oss" {\n    encrypt = true\n  }'],
      ['backend "oss" {\n  }', 'backend "oss" {\n    encrypt = true\n  }'],
    ] as const) {
      const text = inHcl(`  ${written}`);
      const config = oss(text);
      expect(edited(text, [insertProperties(config, [{ field: field("encrypt"), value: { literal: true } }])])).toBe(
        inHcl(`  ${expected}`),
      );
    }
  });

  it("removes an element of a one-line object with its comma, and inserts with a comma", () => {
    const text = dedent`
      data "terraform_remote_state" "s" {
        backend = "oss"
        config  = { bucket = "b", access_key = "k", prefix = "p" }
      }
      `;
    const config = onlyConfig(text);
    expect(edited(text, [removeProperty(property(config, "access_key"))])).toContain(
      'config  = { bucket = "b", prefix = "p" }',
    );
    expect(edited(text, [removeProperty(property(config, "prefix"))])).toContain(
      'config  = { bucket = "b", access_key = "k" }',
    );
    expect(edited(text, [insertProperties(config, [{ field: field("encrypt"), value: { literal: true } }])])).toContain(
      'config  = { bucket = "b", access_key = "k", prefix = "p", encrypt = true }',
    );
  });
});
