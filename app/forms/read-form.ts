/** A text entry of a form's FormData ("" when absent or a file). */
export function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}

/** A checkbox entry: checked boxes are in the form data, unchecked ones are not. */
export function checked(data: FormData, name: string): boolean {
  return data.has(name);
}
