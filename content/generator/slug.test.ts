import { SlugRegister, slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Evening talk: the secret life of seeds', 'evening-talk-the-secret-life-of-seeds'],
    ['£280,000 awarded to open a sensory garden', '280-000-awarded-to-open-a-sensory-garden'],
    ['Members’ area', 'members-area'],
    ['Food & Flowers Festival', 'food-and-flowers-festival'],
    ['Joaquín Pereira', 'joaquin-pereira'],
  ])('%s -> %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe('SlugRegister', () => {
  it('suffixes repeated slugs among siblings', () => {
    const r = new SlugRegister();
    expect([r.claim('apple-day'), r.claim('apple-day'), r.claim('apple-day'), r.claim('other')]).toEqual([
      'apple-day',
      'apple-day-2',
      'apple-day-3',
      'other',
    ]);
  });
});
