import {
  certainlyNonEmptyAsRead,
  lookup,
  removeProperty,
  setNonEmpty,
  suggestRemoval,
  type Finding,
} from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

type MessageId = "conflict" | "removeIgnored" | "removeWinner";

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
      // Removing the ignored property keeps behaviour only when the winner is certainly non-empty
      // (docs/behaviour.md#gcs): the tool then uses the winner and ignores the other, written or filled from its
      // environment variable once removed, in every environment. An interpolation on a remote-state data source
      // may come out empty. And only on a remote-state data source, read afresh at every plan: any edit of a
      // backend's block stops plan and apply in a working directory the tool has initialised with it, until
      // `init -reconfigure` runs (docs/behaviour.md#what-kit-writes-out). A type of unknown role may be a backend.
      const safe = config.role === "data-source" && certainlyNonEmptyAsRead(config, winner);
      const removeWinner = suggestRemoval<MessageId>("removeWinner", winnerProperty, data);
      yield {
        messageId: "conflict",
        data,
        at: ignoredProperty,
        ...(safe
          ? {
              // Offered instead when the ignored property's value has side effects (`loadCreds()`): removing it
              // would drop the call.
              fix: [removeProperty(ignoredProperty)],
              fixAs: { messageId: "removeIgnored", data },
              suggest: [removeWinner],
            }
          : { suggest: [suggestRemoval("removeIgnored", ignoredProperty, data), removeWinner] }),
      };
    }
  },
});
