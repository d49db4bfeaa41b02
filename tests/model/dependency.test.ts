// unmetDependency (src/model/query.ts): the opening shared by valid-state-locking and no-ignored-properties.
import { describe, expect, it } from "vitest";
import { unmetDependency } from "../../src/model/index.js";
import { fieldByName, typeSpecs, type Dependency } from "../../src/schema/index.js";
import { configOf, env, opaque, prop, propertyAt } from "./builder.js";

const dependency: Dependency = {
  field: "tablestore_table",
  requires: "tablestore_endpoint",
  effect: "crash",
  topic: "locking",
};

describe("unmetDependency", () => {
  it("gives the property written and the field it requires, when the partner is certainly unset", () => {
    const endpoint = fieldByName(typeSpecs.oss.fields, "tablestore_endpoint");
    for (const partner of [[], [prop("tablestoreEndpoint", "")], [prop("tablestoreEndpoint", undefined)]]) {
      const config = configOf("oss", [prop("tablestoreTable", "locks"), ...partner]);
      expect(unmetDependency(config, dependency)).toEqual({
        property: propertyAt(config, "tablestoreTable"),
        requires: endpoint,
      });
    }
  });

  it("is undefined where the field may be unset or empty, or the partner may be set", () => {
    for (const entries of [
      [prop("tablestoreTable", "")],
      [prop("tablestoreTable", env())],
      [prop("tablestoreTable", "locks", { certain: false })],
      [prop("tablestoreTable", "locks"), prop("tablestoreEndpoint", "https://ts.example")],
      [prop("tablestoreTable", "locks"), prop("tablestoreEndpoint", env())],
      [prop("tablestoreTable", "locks"), prop("tablestoreEndpoint", null)],
      [prop("tablestoreTable", "locks"), opaque()],
    ]) {
      expect(unmetDependency(configOf("oss", entries), dependency)).toBeUndefined();
    }
  });
});
