/** What `init` evaluates, and refuses, in a backend block of the native syntax. */
export type NativeUse = "reference" | "call";

/** The tool's error for each (docs/behaviour.md#every-store). */
export const backendRefusals: Readonly<Record<NativeUse, { readonly what: string; readonly error: string }>> = {
  reference: { what: "a reference", error: "Variables not allowed" },
  call: { what: "a function call", error: "Function calls not allowed" },
};
