import type { Finding } from "../src/model/index.js";
import { createConfigRule } from "../src/util/create-rule.js";

// A placeholder, filled in by the work on issue 11.
export type MessageId = "todo";

export default createConfigRule<MessageId>({
  name: "require-assume-role-fields",
  meta: {
    type: "problem",
    docs: { description: "To be written.", recommended: "error" },
    messages: { todo: "To be written." },
  },
  *check(): Generator<Finding<MessageId>> {},
});
