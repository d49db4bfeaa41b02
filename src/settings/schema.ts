import { kinds, type Kind } from "../schema/index.js";
import { DEFAULT_ENV_PREFIXES } from "./defaults.js";

/** The keywords validate.ts interprets, each a way to fail. */
export type Keyword =
  "type" | "additionalProperties" | "maxItems" | "uniqueItems" | "minLength" | "maxLength" | "pattern" | "format";

/**
 * Draft-7 keywords the settings need, and ajv-errors' `errorMessage`, which may hold `{value}` (as validate.ts
 * describes it) and `{keys}` (the node's property names).
 */
export interface SchemaNode {
  readonly type?: "object" | "array" | "string";
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: false;
  readonly items?: SchemaNode;
  /** Holes (`[, "X"]`, which only JavaScript writes) are checked as items, not skipped. */
  readonly checkHoles?: true;
  readonly maxItems?: number;
  readonly uniqueItems?: true;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: "semver";
  readonly allOf?: readonly SchemaNode[];
  readonly $ref?: string;
  readonly definitions?: Readonly<Record<string, SchemaNode>>;
  readonly errorMessage?: string | Readonly<Partial<Record<Keyword, string>>>;
}

const TOOL_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const ENV_PREFIX = /^[A-Za-z_][A-Za-z0-9_]*_$/;

/** Longer than any real one, yet short enough to keep every localized message within MESSAGE_MAX. */
export const TOOL_NAME_MAX = 16;
export const ENV_PREFIX_MAX = 16;

/** Far longer than a real name, yet short enough for the front ends' name patterns to compile. */
export const NAME_MAX = 255;

/** Far longer than a real list; checked before any item, so a huge array fails at once. */
export const LIST_MAX = 1000;

/**
 * Rejects a docs placeholder (`"<your kit package>"`), which would match no import and silently switch every rule
 * off.
 */
const MODULE_NAME = /^[^\s<>]+$/;

/** In any script (`ÄConfig`); `$` is not C#'s, but such a name is then simply never met. */
const IDENTIFIER = /^[\p{ID_Start}_$][\p{ID_Continue}$\u200C\u200D]*$/u;

const TOOL_NAME_MESSAGE =
  'must be the tool\'s name as a word usable in an identifier (letters and digits, starting with a letter), such as "Tool", got {value}';

const envPrefixMessage = (kind: Kind) =>
  `must be an environment variable prefix (letters, digits and "_", not starting with a digit, ending with "_") such as "${DEFAULT_ENV_PREFIXES[kind]}", got {value}`;

const objectOfKinds = {
  type: "must be an object with keys {keys}",
  additionalProperties: "unknown key; allowed keys are {keys}",
};

/** What validateSettings checks, and the messages it gives. */
export const settingsSchema = {
  type: "object",
  additionalProperties: false,
  errorMessage: {
    type: "must be an object, got {value}",
    additionalProperties: "unknown key; allowed keys are {keys}",
  },
  properties: {
    typeNames: { $ref: "#/definitions/namesPerKind" },
    constructNames: { $ref: "#/definitions/namesPerKind" },
    modules: {
      // Every item is a non-empty string before any is looked at further, so the first message is about the list.
      allOf: [
        { maxItems: LIST_MAX, errorMessage: { maxItems: `must list at most ${LIST_MAX} modules` } },
        {
          type: "array",
          checkHoles: true,
          items: { type: "string", minLength: 1 },
          errorMessage: "must be an array of module names (non-empty strings)",
        },
        {
          // A module written twice is most likely another one mistyped.
          uniqueItems: true,
          errorMessage: { uniqueItems: "repeats {value}; list each module once" },
          items: {
            pattern: MODULE_NAME.source,
            errorMessage: {
              pattern:
                "must be the name of a module your code imports the constructs and configuration types from, as the import writes it (no spaces or angle brackets), got {value}",
            },
          },
        },
      ],
    },
    toolVersion: {
      type: "string",
      // semver's own check decides what the pattern lets through.
      pattern: "^v?\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$",
      format: "semver",
      errorMessage:
        'must be a full version of the tool such as "1.0.11" (the oldest one the configuration must work with; no ranges), got {value}',
    },
    toolName: {
      type: "string",
      maxLength: TOOL_NAME_MAX,
      pattern: TOOL_NAME.source,
      errorMessage: {
        type: TOOL_NAME_MESSAGE,
        pattern: TOOL_NAME_MESSAGE,
        maxLength: `must be the tool's name in at most ${TOOL_NAME_MAX} characters, such as "Tool", got {value}`,
      },
    },
    envPrefixes: {
      type: "object",
      additionalProperties: false,
      errorMessage: objectOfKinds,
      properties: Object.fromEntries(
        kinds.map((k) => [
          k,
          {
            type: "string",
            maxLength: ENV_PREFIX_MAX,
            pattern: ENV_PREFIX.source,
            errorMessage: {
              type: envPrefixMessage(k),
              pattern: envPrefixMessage(k),
              maxLength: `must be an environment variable prefix of at most ${ENV_PREFIX_MAX} characters such as "${DEFAULT_ENV_PREFIXES[k]}", got {value}`,
            },
          },
        ]),
      ),
    },
  },
  definitions: {
    namesPerKind: {
      type: "object",
      additionalProperties: false,
      errorMessage: objectOfKinds,
      properties: Object.fromEntries(kinds.map((k) => [k, { $ref: "#/definitions/names" }])),
    },
    names: {
      type: "array",
      checkHoles: true,
      maxItems: LIST_MAX,
      errorMessage: { type: "must be an array of names, got {value}", maxItems: `must list at most ${LIST_MAX} names` },
      items: {
        type: "string",
        maxLength: NAME_MAX,
        pattern: IDENTIFIER.source,
        errorMessage: {
          type: "must be an identifier, got {value}",
          pattern: "must be an identifier, got {value}",
          maxLength: `must be an identifier of at most ${NAME_MAX} characters, got {value}`,
        },
      },
    },
  },
} as const satisfies SchemaNode;
