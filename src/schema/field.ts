import type { BlockSpec, FieldSpec, ValueType } from "./types.js";

/** `assume_role_session_expiration` → `assumeRoleSessionExpiration`. */
export function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** `assume_role_session_expiration` → `AssumeRoleSessionExpiration`. */
export function pascalCase(snake: string): string {
  const camel = camelCase(snake);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/**
 * How <kit> turns a key into the tool's attribute name: every capital letter becomes `_` and its lower
 * case, and a leading `_` that this produces is dropped. So `Bucket`, `bucket` and `bucket` reach the tool
 * alike, `assumeRoleRoleArn` becomes `assume_role_role_arn`, and `secretID` becomes `secret_i_d`.
 */
export function snakeCase(key: string): string {
  const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return /^_[a-z]/.test(snake) && /^[A-Z]/.test(key) ? snake.slice(1) : snake;
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
}

/** One row of a field table; the spellings follow from the tool's snake_case name. */
export function field(name: string, type: ValueType, description: string, options: FieldOptions = {}): FieldSpec {
  const camel = camelCase(name);
  return {
    name,
    spelling: { ts: camel, java: camel, csharp: pascalCase(name) },
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
  };
}
