// The rule-side facade of src/model: the edits and suggestions rules build, as the data front ends render.
import { describe, expect, it } from "vitest";
import { removeProperty, replaceValue, suggestRemoval, suggestValue } from "../../src/model/index.js";
import { checkOf, createConfigRule } from "../../src/util/create-rule.js";
import validAcl from "../../rules/valid-acl.js";
import { resolveSettings } from "../../src/settings.js";
import { configOf, prop, propertyAt } from "./builder.js";

const settings = resolveSettings(undefined);

const config = configOf("oss", [prop("acl", "PRIVATE"), prop("encrypt", false), prop("prefix", "/state")]);
const acl = propertyAt(config, "acl");
const encrypt = propertyAt(config, "encrypt");

describe("edits", () => {
  it("replaceValue writes a literal in place of a property's value", () => {
    expect(replaceValue(acl, "private")).toEqual({ type: "replace-value", property: acl, value: "private" });
    expect(replaceValue(encrypt, true)).toEqual({ type: "replace-value", property: encrypt, value: true });
  });

  it("removeProperty removes a property", () => {
    expect(removeProperty(acl)).toEqual({ type: "remove", property: acl });
  });
});

describe("suggestions", () => {
  it("suggestValue: the value as the message's data, unless given", () => {
    expect(suggestValue("useValue", acl, "private")).toEqual({
      messageId: "useValue",
      data: { value: "private" },
      edits: [{ type: "replace-value", property: acl, value: "private" }],
    });
    expect(suggestValue("useBound", acl, 900)).toEqual({
      messageId: "useBound",
      data: { value: 900 },
      edits: [{ type: "replace-value", property: acl, value: 900 }],
    });
    // Message data holds strings and numbers: a boolean is its text there, the edit writes the boolean.
    expect(suggestValue("set", encrypt, true)).toEqual({
      messageId: "set",
      data: { value: "true" },
      edits: [{ type: "replace-value", property: encrypt, value: true }],
    });
    expect(suggestValue("set", encrypt, true, { property: "encrypt", value: "true" })).toEqual({
      messageId: "set",
      data: { property: "encrypt", value: "true" },
      edits: [{ type: "replace-value", property: encrypt, value: true }],
    });
  });

  it("suggestRemoval: the key as written as the message's data, unless given", () => {
    expect(suggestRemoval("remove", acl)).toEqual({
      messageId: "remove",
      data: { property: "acl" },
      edits: [{ type: "remove", property: acl }],
    });
    expect(suggestRemoval("remove", acl, { property: "assumeRole.acl" })).toEqual({
      messageId: "remove",
      data: { property: "assumeRole.acl" },
      edits: [{ type: "remove", property: acl }],
    });
  });
});

describe("checkOf", () => {
  it("gives the check of a rule createConfigRule made", () => {
    const rule = createConfigRule<"seen">({
      name: "probe",
      meta: { type: "problem", docs: { description: "A probe." }, messages: { seen: "Seen {{type}}." } },
      *check(config) {
        yield { messageId: "seen", data: { type: config.typeName }, at: config };
      },
    });
    expect([...checkOf(rule)(config, settings)]).toEqual([
      { messageId: "seen", data: { type: "OssBackend" }, at: config },
    ]);
    expect([...checkOf(validAcl)(config, settings)].map((f) => f.messageId)).toEqual(["invalid"]);
  });

  it("rejects a rule it did not make", () => {
    expect(() => checkOf({ ...validAcl })).toThrow('"valid-acl" is no rule of createConfigRule');
  });
});
