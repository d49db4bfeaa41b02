import type { TSESLint } from "@typescript-eslint/utils";
import type { ResolvedSettings } from "../../settings.js";
import type { TypedFacts } from "./typed/facts.js";

export interface DiscoverContext {
  readonly sourceCode: TSESLint.SourceCode;
  readonly settings: ResolvedSettings;
  readonly typed: TypedFacts | undefined;
}

export interface ValueContext {
  readonly sourceCode: TSESLint.SourceCode;
  readonly typed: TypedFacts | undefined;
}
