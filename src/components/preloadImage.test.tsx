import { render, screen } from '@testing-library/react';
import type { Image as ImageValue } from '../lib/delivery/types';
import { Image } from './Image';
import { preloadImage } from './preloadImage';

const photo: ImageValue = {
  asset: {
    sys: {
      id: 'a1',
      contentTypeId: 'image',
      dataFormat: 'asset',
      language: 'en-GB',
      uri: '/image-library/palm-house.png',
      properties: { filename: 'palm-house.png', width: 1000, height: 750 },
    },
    entryTitle: 'Palm House',
  },
  altText: 'The Palm House in morning mist',
};

/** The `Image` objects the page makes while `run` runs. */
function imagesMadeBy(run: () => void): HTMLImageElement[] {
  const made: HTMLImageElement[] = [];
  const Original = window.Image;
  window.Image = class extends Original {
    constructor() {
      super();
      made.push(this);
    }
  };
  try {
    run();
  } finally {
    window.Image = Original;
  }
  return made;
}

it('asks for the picture with the sources and sizes the Image component draws, so the browser picks the same one', () => {
  render(<Image image={photo} sizes="(min-width: 64em) 24rem, 100vw" />);
  const drawn = screen.getByAltText('The Palm House in morning mist');
  const [asked, ...more] = imagesMadeBy(() => preloadImage(photo, '(min-width: 64em) 24rem, 100vw'));
  expect(more).toEqual([]);
  expect(asked.getAttribute('srcset')).toBe(drawn.getAttribute('srcset'));
  expect(asked.getAttribute('sizes')).toBe(drawn.getAttribute('sizes'));
  expect(asked.getAttribute('src')).toBe(drawn.getAttribute('src'));
  // Behind the page's own pictures.
  expect(asked.fetchPriority).toBe('low');
});

it('asks for nothing for a missing picture or an unresolved asset', () => {
  const stub = { asset: { sys: { id: 'a2' } } } as unknown as ImageValue;
  expect(imagesMadeBy(() => [null, undefined, stub].forEach((image) => preloadImage(image, '100vw')))).toEqual([]);
});
