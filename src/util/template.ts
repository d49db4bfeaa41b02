/** As ESLint fills them: terms trimmed, one missing from `data` left as written. */
export function renderTemplate(template: string, data: Readonly<Record<string, unknown>> | undefined): string {
  if (!data) return template;
  return template.replace(/\{\{([^{}]+?)\}\}/g, (whole, term: string) => {
    const name = term.trim();
    return name in data ? String(data[name]) : whole;
  });
}
