import type { TSESLint } from "@typescript-eslint/utils";
import type { ResolvedSettings } from "../../settings.js";
import type { TypedFacts } from "./typed/facts.js";

/** What finding the configurations of a file needs to know of it. */
export interface DiscoverContext {
  readonly sourceCode: TSESLint.SourceCode;
  readonly settings: ResolvedSettings;
  readonly typed: TypedFacts | undefined;
}

/** What evaluating values needs to know of a file. */
export interface ValueContext {
  readonly sourceCode: TSESLint.SourceCode;
  readonly typed: TypedFacts | undefined;
}
