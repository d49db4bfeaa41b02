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

/** <kit>'s rule (docs/behaviour.md#what-kit-writes-out): `roleARN` → `role_arn`, `a.b` → `a_b`. */
export function snakeCase(key: string): string {
  let start = 0;
  let end = key.length;
  while (start < end && !isAlphanumeric(key[start]!)) start++;
  while (end > start && !isAlphanumeric(key[end - 1]!)) end--;
  let out = "";
  let pendingSeparator = false;
  for (let i = start; i < end; i++) {
    const c = key[i]!;
    if (!isAlphanumeric(c)) {
      pendingSeparator = true;
      continue;
    }
    if (isUpper(c) && i > start && (isLower(key[i - 1]!) || isDigit(key[i - 1]!))) pendingSeparator = true;
    if (pendingSeparator) out += "_";
    pendingSeparator = false;
    out += c.toLowerCase();
  }
  return out;
}

const isUpper = (c: string): boolean => c >= "A" && c <= "Z";
const isLower = (c: string): boolean => c >= "a" && c <= "z";
const isDigit = (c: string): boolean => c >= "0" && c <= "9";
const isAlphanumeric = (c: string): boolean => isUpper(c) || isLower(c) || isDigit(c);

interface FieldOptions {
  required?: boolean;
  default?: string | number | boolean;
  env?: readonly string[];
  envSkipsWrittenEmpty?: boolean;
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

/** The spellings follow from the tool's snake_case name. */
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
    ...(options.envSkipsWrittenEmpty && { envSkipsWrittenEmpty: true }),
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
