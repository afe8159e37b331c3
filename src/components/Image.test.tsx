import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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
  caption: 'Built in 1848',
};

const withUri = (uri: string): ImageValue => ({ ...photo, asset: { ...photo.asset, sys: { ...photo.asset.sys, uri } } });
const sized = (width: number, height: number): ImageValue => ({
  ...photo,
  asset: { ...photo.asset, sys: { ...photo.asset.sys, properties: { filename: 'palm-house.png', width, height } } },
});
const widthsOf = (img: Element): number[] =>
  (img.getAttribute('srcset') ?? '').split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));

describe('Image', () => {
  it('reserves its space and offers WebP widths up to its own, never larger', () => {
    render(<Image image={photo} sizes="50vw" />);
    const img = screen.getByAltText('The Palm House in morning mist');
    expect(img).toHaveAttribute('src', '/image-library/palm-house.png');
    expect(img).toHaveAttribute('width', '1000');
    expect(img).toHaveAttribute('height', '750');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img.getAttribute('srcset')).toBe(
      '/image-library/palm-house.png?w=320&f=webp 320w, /image-library/palm-house.png?w=480&f=webp 480w, ' +
        '/image-library/palm-house.png?w=640&f=webp 640w, /image-library/palm-house.png?w=960&f=webp 960w, ' +
        '/image-library/palm-house.png?w=1000&f=webp 1000w',
    );
  });

  it('offers widths up to 1920 for a large image, and only its own for a small one', () => {
    const { container } = render(
      <>
        <Image image={sized(4000, 3000)} />
        <Image image={sized(300, 200)} />
      </>,
    );
    const [large, small] = [...container.querySelectorAll('img')];
    expect(widthsOf(large)).toEqual([320, 480, 640, 960, 1280, 1600, 1920]);
    expect(widthsOf(small)).toEqual([300]);
    expect(small.getAttribute('srcset')).toBe('/image-library/palm-house.png?w=300&f=webp 300w');
  });

  it('keeps the editor’s crop at every width, and its size for layout', () => {
    render(<Image image={withUri('/image-library/palm-house.png?w=800&h=400&fit=crop')} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '400');
    expect(img.getAttribute('srcset')).toContain('/image-library/palm-house.png?w=320&h=160&fit=crop&f=webp 320w');
    expect(img.getAttribute('srcset')).toContain('/image-library/palm-house.png?w=800&h=400&fit=crop&f=webp 800w');
  });

  it('takes a narrower editor width as the image’s own', () => {
    render(<Image image={withUri('/image-library/palm-house.png?w=500')} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '500');
    expect(img).toHaveAttribute('height', '375');
    expect(widthsOf(img)).toEqual([320, 480, 500]);
  });

  it('offers no candidates for images the Image API does not resize, nor for a height alone', () => {
    const { container } = render(
      <>
        <Image image={withUri('/image-library/logo.svg')} sizes="10rem" />
        <Image image={withUri('/image-library/spinner.gif')} />
        <Image image={withUri('/image-library/palm-house.png?h=300')} />
      </>,
    );
    for (const img of container.querySelectorAll('img')) {
      expect(img).not.toHaveAttribute('srcset');
      expect(img).not.toHaveAttribute('sizes');
    }
  });

  it('loads lazily by default, and eagerly with high priority when it is the page’s first image', () => {
    const { container } = render(
      <>
        <Image image={photo} priority />
        <Image image={photo} />
      </>,
    );
    const [first, later] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('decoding', 'async');
    expect(later).not.toHaveAttribute('fetchpriority');
    expect(renderToString(<Image image={photo} priority />)).toContain('alt="The Palm House in morning mist"');
  });

  it('serves absolute asset addresses through the site’s own path', () => {
    const absolute = {
      ...photo,
      asset: { ...photo.asset, sys: { ...photo.asset.sys, uri: 'https://cms.example.org/image-library/palm-house.png' } },
    };
    render(<Image image={absolute} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/image-library/palm-house.png');
  });

  it('uses an empty alt only when decorative', () => {
    const { container } = render(<Image image={photo} decorative />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument(); // presentational
  });

  it('renders nothing for an unresolved asset or a missing field', () => {
    const { container } = render(
      <>
        <Image image={{ asset: { sys: { id: 'a1' } }, altText: 'Stub' }} />
        <Image image={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

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

describe('preloadImage', () => {
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
});
