import { effectiveProperties, type ConfigObject, type Finding } from "../src/model/index.js";
import { hasSince, isPreRelease, type Role } from "../src/schema/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "unsupported" | "unsupportedRead" | "unsupportedEither";

/** docs/behaviour.md#every-store; a type name of unknown role may be either. */
const MESSAGE_BY_ROLE: Readonly<Record<Role, MessageId>> = {
  backend: "unsupported",
  "data-source": "unsupportedRead",
  unknown: "unsupportedEither",
};

export default createConfigRule({
  name: "no-unsupported-properties",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow properties that the configured version of the tool does not know yet.",
      recommended: "error",
    },
    messages: {
      unsupported:
        '"{{property}}" is available from tool version {{since}}; the configured version {{version}} rejects it at init.',
      unsupportedRead:
        '"{{property}}" is available from tool version {{since}}; the configured version {{version}} rejects it at plan.',
      unsupportedEither:
        '"{{property}}" is available from tool version {{since}}; the configured version {{version}} rejects it at init (a backend) or at plan (a data source).',
    },
  },
  *check(config, settings): Generator<Finding<MessageId>> {
    // A pre-release may lack what its release has: silent rather than guess (docs/behaviour.md#versions).
    if (settings.toolVersion === undefined || isPreRelease(settings.toolVersion)) return;
    const version = settings.toolVersion;
    const messageId = MESSAGE_BY_ROLE[config.role];
    // A block the tool does not know yet is reported whole, not again for each field in it.
    function* walk(object: ConfigObject, prefix: string): Generator<Finding<MessageId>> {
      for (const property of effectiveProperties(object)) {
        const path = `${prefix}${property.key}`;
        const since = property.field?.since;
        // Unset values do not reach the tool (a `null` makes <kit> fail first: another rule's report).
        const value = property.value;
        const unset = value.kind === "nothing" || (value.kind === "unknown" && value.maybeUnset);
        if (since !== undefined && hasSince(version, since) === false) {
          if (!unset) yield { messageId, data: { property: path, since, version }, at: property };
          continue;
        }
        if (property.field?.type === "block" && value.kind === "object") yield* walk(value.object, `${path}.`);
      }
    }
    yield* walk(config, "");
  },
});
