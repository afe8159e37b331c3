// Lower-case hyphenated slugs, plus a per-parent register that keeps sibling slugs unique.

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export class SlugRegister {
  private readonly used = new Set<string>();

  /** Returns `base`, or `base-2`, `base-3`, ... if a sibling already took it. */
  claim(base: string): string {
    const root = base || 'item';
    let slug = root;
    for (let n = 2; this.used.has(slug); n++) slug = `${root}-${n}`;
    this.used.add(slug);
    return slug;
  }
}
