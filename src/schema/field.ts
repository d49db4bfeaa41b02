import type { BlockSpec, FieldSpec, ValueType } from "./types.js";

/** `assume_role_session_expiration` → `assumeRoleSessionExpiration`. */
export function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `assume_role_session_expiration` → `AssumeRoleSessionExpiration`. */
function pascalCase(snake: string): string {
  const camel = camelCase(snake);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/**
 * How <kit> turns a key into the tool's attribute name (docs/behaviour.md#what-kit-writes-out): an underscore goes
 * in only where a lowercase letter or digit is followed by an uppercase letter, the result is lower-cased, leading
 * and trailing characters that are not letters or digits are trimmed, and each run of `-` and `_` becomes one `_`
 * (<kit> also turns a run of `.` or spaces into one `_`, which this does not). So
 * `Bucket`, `bucket` and `bucket_` reach the tool as `bucket`, `assumeRoleRoleArn` as `assume_role_role_arn`,
 * `ACL` as `acl`, `secretID` as `secret_id` and `roleARN` as `role_arn`. Linear in the key's length.
 */
export function snakeCase(key: string): string {
  let out = "";
  let pendingSeparator = false;
  for (let i = 0; i < key.length; i++) {
    const c = key[i]!;
    if (c === "-" || c === "_") {
      pendingSeparator = true;
      continue;
    }
    const previous = i > 0 ? key[i - 1]! : "";
    if (/[A-Z]/.test(c) && /[a-z0-9]/.test(previous)) pendingSeparator = true;
    if (pendingSeparator && out !== "") out += "_";
    pendingSeparator = false;
    out += c.toLowerCase();
  }
  // Trim what is not a letter or digit at either end (`$key` → `key`).
  let start = 0;
  let end = out.length;
  while (start < end && !isAlphanumeric(out[start]!)) start++;
  while (end > start && !isAlphanumeric(out[end - 1]!)) end--;
  return out.slice(start, end);
}

function isAlphanumeric(c: string): boolean {
  return /[a-z0-9]/i.test(c);
}

interface FieldOptions {
  required?: boolean;
  default?: string | number | boolean;
  env?: readonly string[];
  integerRange?: FieldSpec["integerRange"];
  allowedValues?: FieldSpec["allowedValues"];
  since?: string;
  deprecated?: FieldSpec["deprecated"];
  secret?: FieldSpec["secret"];
  block?: BlockSpec;
  dataSourceOnly?: boolean;
  path?: FieldSpec["path"];
  format?: FieldSpec["format"];
  aliases?: FieldSpec["aliases"];
  protectiveValue?: FieldSpec["protectiveValue"];
  rejected?: FieldSpec["rejected"];
  beyondType?: boolean;
  readsFile?: boolean;
}

/** One row of a field table; the spellings follow from the tool's snake_case name. */
export function field(name: string, type: ValueType, description: string, options: FieldOptions = {}): FieldSpec {
  const camel = camelCase(name);
  return {
    name,
    spelling: { ts: camel, java: camel, csharp: pascalCase(name), json: name },
    type,
    required: options.required ?? false,
    env: options.env ?? [],
    description,
    ...(options.default !== undefined && { default: options.default }),
    ...(options.integerRange && { integerRange: options.integerRange }),
    ...(options.allowedValues && { allowedValues: options.allowedValues }),
    ...(options.since && { since: options.since }),
    ...(options.deprecated && { deprecated: options.deprecated }),
    ...(options.secret && { secret: options.secret }),
    ...(options.block && { block: options.block }),
    ...(options.dataSourceOnly && { dataSourceOnly: true }),
    ...(options.path && { path: options.path }),
    ...(options.format && { format: options.format }),
    ...(options.aliases && { aliases: options.aliases }),
    ...(options.protectiveValue !== undefined && { protectiveValue: options.protectiveValue }),
    ...(options.rejected && { rejected: options.rejected }),
    ...(options.beyondType && { beyondType: true }),
    ...(options.readsFile && { readsFile: true }),
  };
}
