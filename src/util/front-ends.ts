/** Asked in order; ESTree takes every file no other owns. */
import { frontEnd as csharp } from "../frontends/csharp/index.js";
import { frontEnd as estree } from "../frontends/estree/index.js";
import type { FrontEnd } from "../frontends/index.js";
import { frontEnd as hcl } from "../frontends/hcl/index.js";
import { frontEnd as java } from "../frontends/java/index.js";
import { frontEnd as json } from "../frontends/json/index.js";

const FRONT_ENDS: readonly FrontEnd[] = [java, csharp, hcl, json, estree];

export function frontEndOf(sourceCode: unknown): FrontEnd {
  return FRONT_ENDS.find((frontEnd) => frontEnd.owns(sourceCode)) ?? estree;
}
