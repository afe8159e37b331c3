// JSON is valid JavaScript once the characters that can end a script element or a line are escaped.
// `<` covers `</script>` and `<!--`; `>` and `&` are escaped for good measure; U+2028/U+2029 are line
// terminators in older JavaScript engines.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003C',
  '>': '\\u003E',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Serialises a value as JSON that is safe to place inside an inline `<script>` element. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(UNSAFE, (char) => ESCAPES[char]);
}
