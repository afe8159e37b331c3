/** Percent-decodes text a client may or may not have encoded; text that is not valid percent-encoding is kept as sent. */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
