import { describe, expect, it } from "vitest";
import { fitted, MESSAGE_MAX, shownData, SHOWN_MAX, withoutUserinfo, type MessageData } from "../../src/model/index.js";
import { renderTemplate } from "../../src/util/create-rule.js";

/** How a template renders data, as ESLint renders it, with `after` (a written-out file's note) after it. */
const rendering =
  (template: string, after = "") =>
  (data: MessageData) =>
    renderTemplate(template, data) + after;

describe("fitted", () => {
  it("leaves data whose message fits as it is", () => {
    const data = { property: "prefix", value: "/team/state" };
    expect(fitted(data, rendering('"{{property}}" is "{{value}}"; it must not start with "/".'))).toBe(data);
  });

  it("cuts a value to what the rule's words leave of 200 characters, never the words", () => {
    const render = rendering('"{{property}}" is "{{value}}", not of the form "{{form}}".');
    const form = "projects/{project}/locations/{location}/keyRings/{keyRing}/cryptoKeys/{name}";
    const value = `projects/acme/locations/europe-west1/keyRings/state/cryptoKeys/tool/cryptoKeyVersions/1`;
    const shown = fitted({ property: "kmsEncryptionKey", value, form }, render);
    expect(render(shown)).toBe(
      `"kmsEncryptionKey" is "${value.slice(0, 78)}…", not of the form "projects/{project}/locations/{location}/keyRings/{keyRing}/cryptoKeys/{name}".`,
    );
    expect(render(shown)).toHaveLength(MESSAGE_MAX);
  });

  it("counts the note after the message in", () => {
    const note = " This file is generated; change the code that generates it.";
    const render = rendering('"{{property}}" is "{{value}}"; it must not start with "/".', note);
    const shown = fitted({ property: "prefix", value: `/${"a".repeat(SHOWN_MAX - 1)}` }, render);
    expect(render(shown)).toHaveLength(MESSAGE_MAX);
    expect(String(shown.value)).toMatch(/^\/a+…$/);
  });

  it("cuts values before keys, the longest first, each by its share", () => {
    const render = rendering('"{{property}}" is "{{value}}": the state goes to "{{stored}}".');
    const property = "p".repeat(40);
    const value = "v".repeat(SHOWN_MAX);
    const stored = `${"v".repeat(SHOWN_MAX - 1)}…`;
    const shown = fitted({ property, value, stored }, render);
    expect(shown.property).toBe(property);
    // 129 characters left for the two, cut alike: 64 each.
    expect(shown.value).toBe(`${"v".repeat(63)}…`);
    expect(shown.stored).toBe(`${"v".repeat(63)}…`);
    expect(render(shown)).toHaveLength(MESSAGE_MAX - 1);
  });

  it("cuts keys too when the values are short, and anything at last", () => {
    const render = rendering('"{{key}}" is not a property of {{type}}.');
    const key = "k".repeat(300);
    const shown = fitted({ key, type: "OssBackendConfig" }, render);
    expect(shown.type).toBe("OssBackendConfig");
    expect(render(shown)).toHaveLength(MESSAGE_MAX);
    const names = fitted({ key, type: "T".repeat(300) }, render);
    expect(render(names).length).toBeLessThanOrEqual(MESSAGE_MAX);
    expect(String(names.type).length).toBeGreaterThan(12);
  });

  it("never cuts a surrogate pair in two", () => {
    const render = rendering('"{{property}}" is "{{value}}".');
    const value = "😀".repeat(150);
    const shown = fitted({ property: "acl", value }, render);
    const text = String(shown.value);
    expect(render(shown).length).toBeLessThanOrEqual(MESSAGE_MAX);
    expect(text.endsWith("😀…")).toBe(true);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("takes the data as shownData gives it: a long value cut at SHOWN_MAX first, user information hidden", () => {
    const data = shownData({ property: "endpoint", value: `https://user:s3cret@${"h".repeat(300)}.example.com` });
    expect(data.value).toBe(`https://…@${"h".repeat(SHOWN_MAX - 11)}…`);
    const render = rendering('"{{property}}" is "{{value}}".');
    expect(fitted(data, render)).toBe(data);
  });
});

describe("withoutUserinfo", () => {
  it.each([
    ["https://user:s3cret@host/x", "https://…@host/x"],
    // A password holding what ends a host, or an "@": hidden to the last "@".
    ["https://user:s3/c?r#et@host/x", "https://…@host/x"],
    ["https://user:s3c@ret@host", "https://…@host"],
    // Slashes the WHATWG parser reads past, or none, after a special scheme.
    ["https:/user:s3cret@host", "https:/…@host"],
    ["https:\\\\user:s3cret@host", "https:\\\\…@host"],
    ["https:/\\/user:s3cret@host", "https:/\\/…@host"],
    ["HTTPS:user:s3cret@host", "HTTPS:…@host"],
    // A prefix that may be the user name itself.
    ["user:s3/cret@host", "…@host"],
    ["see user:s3cret@host", "see …@host"],
    // Text with no scheme-like prefix before its "@" is left as written (a service account's e-mail address).
    ["sa@project.iam.gserviceaccount.com", "sa@project.iam.gserviceaccount.com"],
    ["a@b https://host/x", "a@b https://host/x"],
    ["https://host/x", "https://host/x"],
  ])("shows %s as %s", (text, shown) => {
    expect(withoutUserinfo(text)).toBe(shown);
  });

  it("hides all before the last @ of a URL that may lack its protocol", () => {
    expect(withoutUserinfo("token@host/x", { authority: true })).toBe("…@host/x");
    expect(withoutUserinfo("//token@host", { authority: true })).toBe("//…@host");
    expect(withoutUserinfo("token@host/x")).toBe("token@host/x");
  });

  it("scans a long text once", () => {
    const text = `${"a".repeat(1 << 20)}@host`;
    expect(withoutUserinfo(text)).toBe(text);
    expect(withoutUserinfo(`x:${text}`)).toBe("…@host");
  });
});
