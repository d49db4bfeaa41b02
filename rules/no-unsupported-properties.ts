import semver from "semver";
import { walkProperties, type Finding } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

export type MessageId = "unsupported";

export default createConfigRule<MessageId>({
  name: "no-unsupported-properties",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow properties that the configured version of the tool does not know yet.",
      recommended: "error",
    },
    messages: {
      unsupported:
        '"{{property}}" is available from tool version {{since}}; the configured tool version {{version}} rejects it at init.',
    },
  },
  *check(config, settings): Generator<Finding<MessageId>> {
    const version = settings.toolVersion;
    if (version === undefined) return;
    for (const { property, path } of walkProperties(config)) {
      const since = property.field?.since;
      if (since === undefined || !semver.lt(version, since)) continue;
      // Unset values (`undefined`, an environment read that may be unset) do not reach the tool.
      const value = property.value;
      if (value.kind === "nothing" || (value.kind === "unknown" && value.maybeUnset)) continue;
      yield { messageId: "unsupported", data: { property: path, since, version }, at: property };
    }
  },
});
