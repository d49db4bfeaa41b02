/**
 * The C# front end: finds configurations in a tree-sitter C# tree (binding "csharp") and renders the model's
 * edits as C# text. Pure functions over the tree; no ESLint here.
 *
 * Understood:
 * - `new CosBackendConfig { .. }`, `new CosBackendConfig() { .. }`, `new Io.Kit.CosBackendConfig { .. }`, for
 *   every type name and construct name of the settings (OssBackendConfig, CosBackendConfig,
 *   DataToolRemoteStateGcsConfig, GcsBackendConfig and those the user adds).
 * - Target-typed `new() { .. }` where the type is known: the configuration argument of a known construct
 *   (`new CosBackend(this, new() { .. })`, by the construct's argument index, or the named argument `config:`),
 *   a local, field or property declared with the type, a `return` or `=>` of a method, local function or
 *   property declared to return it; inside a configuration, a block's `new() { .. }` and a nested `{ .. }`.
 * - Properties assigned after construction to a local (`var c = new CosBackendConfig { .. }; c.Region = "x";`,
 *   also `c.AssumeRole.RoleArn = ..` of a block written above): in the statements that follow in the same
 *   block, certain in straight-line code (nested blocks, `using`, `lock`, `try`, `finally`), "maybe" inside
 *   `if`, `switch`, loops, `catch`, lambdas and local functions. The local passed to a method, stored elsewhere
 *   or given by `ref`/`out` adds an opaque entry; passing it to a known construct and `return` do not; a
 *   reassignment ends the tracking. An assignment that is no statement of its own (`() => c.Acl = ..`,
 *   `c.A = c.B = ..`) is not editable; a compound one (`c.Prefix += ..`) has an unknown value and is not plain.
 * - Values: regular strings with escapes, verbatim `@".."`, raw `"""..."""` (single- and multi-line),
 *   interpolated strings without holes (`$".."`, `$@".."`, `$"""..."""`; with holes: unknown), integers and
 *   reals with digit separators, hex, binary and suffixes (`1_000`, `4000L`, `1.5m`), `true`/`false`, `null`,
 *   `default`/`default(T)`, unary `-`, `+ - *` of numbers, `+` of strings, `??`, `nameof(..)`; `const` locals
 *   and fields of the same file (also `Type.Name`); `Environment.GetEnvironmentVariable(..)` (origin env, maybe
 *   unset), `File.ReadAllText(..)`/`await File.ReadAllTextAsync(..)` (origin file); collections for map and
 *   list fields (`new Dictionary<..> { .. }`, `new List<..> { .. }`, arrays, `[..]`) as data with their JSON.
 * - Keys: the exact C# property name (`Bucket`); any other member is an unknown key (field undefined), which
 *   the compiler rejects (keyChecked is always true). `[key] = ..` in an initializer is an opaque entry.
 *
 * Not understood (the configuration is not found, or the value is unknown):
 * - `new()` typed by an assignment to a declared variable, a conditional, a collection, a method parameter
 *   other than a construct's, or a lambda's return; a configuration declared without a value and assigned
 *   later (`CosBackendConfig c; c = new() { .. };`); properties assigned after construction to fields,
 *   properties or through an alias; `static readonly` fields, constants of other files or of base classes;
 *   pattern and `out` variables that hide a constant; casts, `checked(..)`, switch and conditional expressions.
 * - `settings["backend-config"].modules` (names imported from given modules): C# has no imports of names; every
 *   configured type and construct name counts, whatever its namespace.
 * - A comment between `new` and the type name (`new /* c *\/ CosBackendConfig { .. }`): not found.
 * - Flow beyond straight-line code: an early `return` or `throw` before a later assignment is not seen.
 *
 * Edits: remove an initializer entry with its comma (its lines when it stands alone on them; comments stay),
 * remove a later assignment statement (an embedded one becomes `{ }`), replace a value (as a C# literal),
 * rename a key, replace a property by others, insert entries before the initializer's `}` in its comma and
 * line style (adding `{ .. }` to `new X()` without one).
 */
export { findCSharpConfigs } from "./discover.js";
export { renderCSharpEdits } from "./render.js";
export { renderCSharpLiteral } from "./values.js";
