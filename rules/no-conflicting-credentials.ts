import {
  certainlyNonEmptyAsRead,
  lookup,
  removeProperty,
  setNonEmpty,
  suggestRemoval,
  type Finding,
} from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "conflict" | "conflictIfNonEmpty" | "removeIgnored" | "removeWinner";

export default createConfigRule({
  name: "no-conflicting-credentials",
  meta: {
    type: "problem",
    docs: {
      description:
        "Disallow setting two credentials of which the tool silently uses one (GCS `accessToken` and `credentials`).",
      recommended: "warn",
    },
    fixable: "code",
    hasSuggestions: true,
    messages: {
      conflict:
        '"{{ignored}}" is ignored because "{{winner}}" is also set; the tool uses "{{winner}}" only. Keep one of them.',
      conflictIfNonEmpty:
        '"{{ignored}}" is ignored whenever "{{winner}}", also set, is not empty: the tool then uses "{{winner}}" only. Keep one of them.',
      removeIgnored: 'Remove "{{ignored}}" (the tool ignores it).',
      removeWinner: 'Remove "{{winner}}" and authenticate with "{{ignored}}".',
    },
  },
  *check(config): Generator<Finding<MessageId>> {
    for (const { winner, ignored } of config.spec.precedence) {
      if (setNonEmpty(config, winner) !== "set" || setNonEmpty(config, ignored) !== "set") continue;
      const winning = lookup(config, winner);
      const losing = lookup(config, ignored);
      if (winning.state !== "present" || losing.state !== "present") continue;
      const winnerProperty = winning.property;
      const ignoredProperty = losing.property;
      const data = { winner: winnerProperty.key, ignored: ignoredProperty.key };
      // A fix only where the winner is certainly non-empty (docs/behaviour.md#gcs), and only on a data source: any
      // edit of a backend asks for `init -reconfigure` (docs/behaviour.md#what-kit-writes-out).
      const certain = certainlyNonEmptyAsRead(config, winner);
      const safe = config.role === "data-source" && certain;
      const removeWinner = suggestRemoval<MessageId>("removeWinner", winnerProperty, data);
      yield {
        // A value not known to be non-empty (`${var.token}`, a call) leaves the other in use when it comes out empty.
        messageId: certain ? "conflict" : "conflictIfNonEmpty",
        data,
        at: ignoredProperty,
        ...(safe
          ? {
              // Offered instead when the ignored value has side effects (`loadCreds()`).
              fix: [removeProperty(ignoredProperty)],
              fixAs: { messageId: "removeIgnored", data },
              suggest: [removeWinner],
            }
          : { suggest: [suggestRemoval("removeIgnored", ignoredProperty, data), removeWinner] }),
      };
    }
  },
});
