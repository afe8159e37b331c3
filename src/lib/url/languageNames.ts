/**
 * A language's name in a language (`Intl.DisplayNames`): a language switcher names each language in itself
 * ("Cymraeg", "English"), a note names them in the page's. A regional code is named by its language alone ("en-GB":
 * "English"), as a switcher between a site's languages needs no region. The code itself when the runtime knows none.
 */
export function languageName(code: string, inLanguage: string = code): string {
  const base = code.split('-')[0];
  try {
    const name = new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' }).of(base);
    return name ? name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1) : code;
  } catch {
    return code;
  }
}
