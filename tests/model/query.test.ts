// The model's query helpers, on ConfigLiterals built by hand (tests/model/builder.ts): what a configuration
// says about a field, the walks over its fields, and how a field's key is spelled.
import { describe, expect, it } from "vitest";
import {
  effectiveProperties,
  fieldsWith,
  certainlyNonEmptyAsRead,
  keyFor,
  lookup,
  mayInterpolate,
  setEvenIfEmpty,
  setNonEmpty,
  spellLike,
  stringFields,
} from "../../src/model/index.js";
import { fieldByName, typeSpecs, type FieldSpec } from "../../src/schema/index.js";
import { block, configOf, env, opaque, prop, propertyAt } from "./builder.js";

function ossField(name: string): FieldSpec {
  const field = fieldByName(typeSpecs.oss.fields, name);
  if (!field) throw new Error(`no OSS field ${name}`);
  return field;
}

describe("lookup", () => {
  it("takes the last write; an opaque entry after it may override it, or supply an absent field", () => {
    const config = configOf("oss", [prop("region", "a"), prop("region", "b"), prop("prefix", "p"), opaque()]);
    expect(lookup(config, "region")).toEqual({
      state: "present",
      property: config.entries[1],
      value: { kind: "unknown", maybeUnset: true, origin: "other" },
    });
    expect(lookup(config, "profile")).toEqual({ state: "maybe" });
    const plain = configOf("oss", [prop("region", "a"), prop("region", "b"), prop("key", "k", { certain: false })]);
    expect(lookup(plain, "region")).toEqual({
      state: "present",
      property: plain.entries[1],
      value: { kind: "string", value: "b" },
    });
    expect(lookup(plain, "key")).toEqual({ state: "maybe", property: plain.entries[2] });
    expect(lookup(plain, "profile")).toEqual({ state: "absent" });
  });
});

describe("the last writes of a configuration are found in one pass over its entries", () => {
  /** How many entries reading every field of a configuration of `n` entries reads, counted where they are read. */
  function entriesRead(n: number): number {
    const config = configOf(
      "oss",
      Array.from({ length: n }, (_, i) => (i % 10 === 4 ? opaque() : prop(i % 2 ? "region" : "bucket", `v${i}`))),
    );
    let reads = 0;
    const entries = new Proxy(config.entries, {
      get(target, key, receiver) {
        if (typeof key === "string" && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const counted = { ...config, entries };
    expect(effectiveProperties(counted).map((p) => p.key)).toEqual(["bucket", "region"]);
    for (const field of counted.fields) lookup(counted, field.name);
    return reads;
  }

  it("reads each entry a few times, however many there are (a scan per field or per entry would read n² of them)", () => {
    const small = entriesRead(1_000);
    expect(small).toBeLessThanOrEqual(3 * 1_000);
    expect(entriesRead(4_000)).toBe(4 * small);
  });
});

describe("setNonEmpty and setEvenIfEmpty", () => {
  const config = configOf("oss", [
    prop("region", "eu"),
    prop("endpoint", ""),
    prop("profile", undefined),
    prop("key", null),
    prop("prefix", env()),
    prop("stsEndpoint", "s", { certain: false }),
  ]);
  const cases: [string, string, string][] = [
    ["region", "set", "set"],
    ["endpoint", "unset", "set"],
    ["profile", "unset", "unset"],
    ["key", "maybe", "maybe"],
    ["prefix", "maybe", "maybe"],
    ["sts_endpoint", "maybe", "maybe"],
    ["tablestore_table", "unset", "unset"],
  ];
  it.each(cases)("%s: %s (the empty string unset), %s (the empty string set)", (name, nonEmpty, evenIfEmpty) => {
    expect(setNonEmpty(config, name)).toBe(nonEmpty);
    expect(setEvenIfEmpty(config, name)).toBe(evenIfEmpty);
  });

  it("say maybe for a field written or absent before something opaque", () => {
    const spread = configOf("oss", [prop("region", "eu"), prop("endpoint", ""), opaque()]);
    for (const name of ["region", "endpoint", "bucket"]) {
      expect([setNonEmpty(spread, name), setEvenIfEmpty(spread, name)]).toEqual(["maybe", "maybe"]);
    }
  });
});

describe("fieldsWith and stringFields", () => {
  const config = configOf("oss", [
    prop("acl", "private"),
    prop("encrypt", true),
    prop("region", env()),
    prop("unknownKey", "x"),
    prop("assumeRole", block([prop("roleArn", "arn"), prop("sessionExpiration", 100), prop("policy", "{}")])),
  ]);

  it("walk the effective properties of known fields into blocks, with the path and what the pick returns", () => {
    const found = [...fieldsWith(config, (f) => f.integerRange)];
    expect(found).toEqual([
      {
        property: propertyAt(config, "assumeRole.sessionExpiration"),
        path: "assumeRole.sessionExpiration",
        field: ossField("assume_role").block!.fields[3],
        picked: { min: 900, max: 3600 },
      },
    ]);
  });

  it("stringFields keeps the properties written as a string, with the string as text", () => {
    const found = [...stringFields(config, (f) => f.type === "string")].map(({ path, text, picked }) => ({
      path,
      text,
      picked,
    }));
    expect(found).toEqual([
      { path: "acl", text: "private", picked: true },
      { path: "assumeRole.roleArn", text: "arn", picked: true },
      { path: "assumeRole.policy", text: "{}", picked: true },
    ]);
    // The environment read is a string field too, but no string is known.
    expect([...fieldsWith(config, (f) => f.type === "string")].map((f) => f.path)).toEqual([
      "acl",
      "region",
      "assumeRole.roleArn",
      "assumeRole.policy",
    ]);
  });

  it("skips a field the pick returns false or undefined for", () => {
    expect([...stringFields(config, (f) => f.format?.type === "json" && f.format)].map((f) => f.picked)).toEqual([
      { type: "json", textChecked: false },
    ]);
    expect([...stringFields(config, () => false)]).toEqual([]);
  });
});

describe("mayInterpolate and stringFields", () => {
  const entries = [prop("acl", "${var.acl}"), prop("prefix", "p"), prop("assumeRoleRoleArn", "${var.arn}")];
  const backend = configOf("oss", entries);
  const dataSource = configOf("oss", entries, { role: "data-source" });
  const unknownRole = configOf("oss", entries, { role: "unknown" });
  const forkBackend = { ...configOf("oss", entries, { binding: "json" }), forkOnly: true as const };
  // A native string holds `${` only written `$${`: text, in the fork's `*.tofu` too.
  const nativeSource = { ...configOf("oss", entries, { role: "data-source", binding: "json" }), native: true as const };
  const nativeFork = {
    ...configOf("oss", entries, { binding: "json" }),
    native: true as const,
    forkOnly: true as const,
  };

  it("a `${..}` may be interpolated in a data source, a configuration of unknown role and the fork's own backend", () => {
    for (const config of [dataSource, unknownRole, forkBackend]) {
      expect(mayInterpolate(config, "${var.acl}")).toBe(true);
      expect(mayInterpolate(config, "private")).toBe(false);
    }
    for (const config of [backend, nativeSource, nativeFork]) expect(mayInterpolate(config, "${var.acl}")).toBe(false);
  });

  it("stringFields leaves out what may be interpolated, so no rule judges it as text", () => {
    const texts = (config: typeof backend) => stringFields(config, (f) => f.type === "string").map((f) => f.text);
    expect(texts(backend)).toEqual(["${var.acl}", "p", "${var.arn}"]);
    expect(texts(nativeSource)).toEqual(["${var.acl}", "p", "${var.arn}"]);
    for (const config of [dataSource, unknownRole, forkBackend]) expect(texts(config)).toEqual(["p"]);
  });

  it("certainlyNonEmptyAsRead: an interpolation may come out empty", () => {
    expect(certainlyNonEmptyAsRead(backend, "assume_role_role_arn")).toBe(true);
    expect(certainlyNonEmptyAsRead(forkBackend, "assume_role_role_arn")).toBe(false);
    expect(certainlyNonEmptyAsRead(dataSource, "assume_role_role_arn")).toBe(false);
    expect(certainlyNonEmptyAsRead(forkBackend, "prefix")).toBe(true);
  });
});

describe("keyFor", () => {
  const table = ossField("tablestore_table");
  const secretKey = ossField("secret_key");

  it("spells a field as the binding does, without a place", () => {
    expect(keyFor(table, "ts")).toBe("tablestoreTable");
    expect(keyFor(table, "java")).toBe("tablestoreTable");
    expect(keyFor(table, "csharp")).toBe("TablestoreTable");
  });

  it("in: the key as written in the object, else the binding's spelling", () => {
    const written = configOf("oss", [prop("tablestore_table", "t")]);
    expect(keyFor(table, "ts", { in: written })).toBe("tablestore_table");
    expect(keyFor(table, "ts", { in: configOf("oss", []) })).toBe("tablestoreTable");
    // Maybe written (a conditional property): its key still.
    const maybe = configOf("oss", [prop("TablestoreTable", "t", { certain: false })]);
    expect(keyFor(table, "ts", { in: maybe })).toBe("TablestoreTable");
  });

  it("nextTo: a field not written takes the neighbour's spelling when it is another than the binding's", () => {
    const at = (key: string, binding: "ts" | "csharp" = "ts") => {
      const config = configOf("oss", [prop(key, "https://ts.example")], { binding });
      return keyFor(table, binding, { in: config, nextTo: propertyAt(config, key) });
    };
    expect(at("tablestore_endpoint")).toBe("tablestore_table");
    expect(at("TablestoreEndpoint")).toBe("TablestoreTable");
    expect(at("tablestoreEndpoint")).toBe("tablestoreTable");
    expect(at("TablestoreEndpoint", "csharp")).toBe("TablestoreTable");
    expect(at("tablestore_endpoint", "csharp")).toBe("tablestore_table");
    // A written field keeps its key, whatever the neighbour.
    const config = configOf("oss", [prop("tablestore_endpoint", "e"), prop("tablestoreTable", "")]);
    expect(keyFor(table, "ts", { in: config, nextTo: propertyAt(config, "tablestore_endpoint") })).toBe(
      "tablestoreTable",
    );
  });

  it("renaming: a key that is no field keeps its own style", () => {
    const at = (key: string) =>
      keyFor(secretKey, "ts", { renaming: propertyAt(configOf("oss", [prop(key, "x")]), key) });
    expect(at("secret_kye")).toBe("secret_key");
    expect(at("SECRETKYE")).toBe("SecretKey");
    expect(at("secretKye")).toBe("secretKey");
    expect(spellLike("secret_kye", secretKey, "ts")).toBe("secret_key");
    expect(spellLike("SECRETKYE", secretKey, "csharp")).toBe("SecretKey");
    expect(spellLike("secretKye", secretKey, "csharp")).toBe("SecretKey");
  });

  it("renaming: a field's key is snake_case only when written as the field's snake_case name", () => {
    const at = (key: string, binding: "ts" | "java" = "ts") =>
      keyFor(secretKey, binding, { renaming: propertyAt(configOf("oss", [prop(key, "x")]), key) });
    expect(at("access_key")).toBe("secret_key");
    expect(at("AccessKey")).toBe("SecretKey");
    expect(at("accessKey")).toBe("secretKey");
    expect(at("accessKey", "java")).toBe("secretKey");
    // `region` is the field's snake_case name, but has no underscore: the binding's spelling.
    expect(keyFor(table, "ts", { renaming: propertyAt(configOf("oss", [prop("region", "x")]), "region") })).toBe(
      "tablestoreTable",
    );
  });
});
