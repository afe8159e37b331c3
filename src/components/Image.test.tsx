import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Image as ImageValue } from '../lib/delivery/types';
import { Image } from './Image';

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

describe('Image', () => {
  it('reserves its space and offers smaller widths up to its own', () => {
    render(<Image image={photo} sizes="50vw" />);
    const img = screen.getByAltText('The Palm House in morning mist');
    expect(img).toHaveAttribute('src', '/image-library/palm-house.png');
    expect(img).toHaveAttribute('width', '1000');
    expect(img).toHaveAttribute('height', '750');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('srcset')).toBe(
      '/image-library/palm-house.png?w=320 320w, /image-library/palm-house.png?w=480 480w, /image-library/palm-house.png?w=640 640w, ' +
        '/image-library/palm-house.png?w=960 960w, /image-library/palm-house.png?w=1000 1000w',
    );
  });

  it('loads eagerly with priority and renders on the server', () => {
    const html = renderToString(<Image image={photo} priority />);
    expect(html).toContain('alt="The Palm House in morning mist"');
    render(<Image image={photo} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('serves absolute asset addresses through the site’s own path', () => {
    const absolute = { ...photo, asset: { ...photo.asset, sys: { ...photo.asset.sys, uri: 'https://cms.example.org/image-library/palm-house.png' } } };
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
