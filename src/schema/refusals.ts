/** What a backend block of the tool's native syntax holds that `init` evaluates: a reference or a function call. */
export type NativeUse = "reference" | "call";

/** What the tool says at init of each thing a backend block refuses (docs/behaviour.md#every-store). */
export const backendRefusals: Readonly<Record<NativeUse, { readonly what: string; readonly error: string }>> = {
  reference: { what: "a reference", error: "Variables not allowed" },
  call: { what: "a function call", error: "Function calls not allowed" },
};
