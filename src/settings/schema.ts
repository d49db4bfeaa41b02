import { kinds, type Kind } from "../schema/index.js";
import { DEFAULT_ENV_PREFIXES } from "./defaults.js";

/** What the settings' schema may fail on: each keyword the validator interprets (see validate.ts). */
export type Keyword =
  "type" | "additionalProperties" | "uniqueItems" | "minLength" | "maxLength" | "pattern" | "format";

/**
 * A JSON schema as the validator reads it: the keywords of draft 7 that the settings need, and `errorMessage` as
 * ajv-errors writes it (one text for every failure inside the node, or one per keyword). A message may hold
 * `{value}` (the value, as describe in validate.ts quotes it) and `{keys}` (the node's property names).
 */
export interface SchemaNode {
  readonly type?: "object" | "array" | "string";
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: false;
  readonly items?: SchemaNode;
  /** An array's holes (`[, "X"]`, which only JavaScript writes) are checked as items, not skipped. */
  readonly checkHoles?: true;
  readonly uniqueItems?: true;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  /** `semver`: a version semver's own check accepts. */
  readonly format?: "semver";
  readonly allOf?: readonly SchemaNode[];
  readonly $ref?: string;
  readonly definitions?: Readonly<Record<string, SchemaNode>>;
  readonly errorMessage?: string | Readonly<Partial<Record<Keyword, string>>>;
}

const TOOL_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const ENV_PREFIX = /^[A-Za-z_][A-Za-z0-9_]*_$/;

/**
 * The longest tool name and environment variable prefix: longer than any real one, and short enough that every
 * message stays within MESSAGE_MAX characters in the user's words (tests/localized.test.ts checks at these lengths).
 */
export const TOOL_NAME_MAX = 16;
export const ENV_PREFIX_MAX = 16;

/**
 * The longest type or construct name: far longer than a real one, and short enough that the patterns the front ends
 * build from the names (src/settings/names.ts) compile, which a name as long as a file does not.
 */
export const NAME_MAX = 255;

/**
 * A module name as an import or `require` writes it. Package names hold no spaces or angle brackets, so a
 * placeholder copied from the docs (`"<your kit package>"`) is rejected rather than matching no import and so
 * switching every rule off without a word.
 */
const MODULE_NAME = /^[^\s<>]+$/;

/**
 * A name as TypeScript, Java and C# write identifiers, in any script (`ÄConfig`); `$` is not C#'s, but such a name
 * is then simply never met.
 */
const IDENTIFIER = /^[\p{ID_Start}_$][\p{ID_Continue}$\u200C\u200D]*$/u;

const TOOL_NAME_MESSAGE =
  'must be the tool\'s name as a word usable in an identifier (letters and digits, starting with a letter), such as "Tool", got {value}';

const envPrefixMessage = (kind: Kind) =>
  `must be an environment variable prefix (letters, digits and "_", not starting with a digit, ending with "_") such as "${DEFAULT_ENV_PREFIXES[kind]}", got {value}`;

const objectOfKinds = {
  type: "must be an object with keys {keys}",
  additionalProperties: "unknown key; allowed keys are {keys}",
};

/** The schema of `settings["backend-config"]`: what validateSettings checks, and the messages it gives. */
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
      // Every item is a non-empty string before any is looked at further: the first message is about the list.
      allOf: [
        {
          type: "array",
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
      // A full version, with an optional leading `v`, pre-release and build; semver's own check decides the rest.
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
      errorMessage: { type: "must be an array of names, got {value}" },
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
