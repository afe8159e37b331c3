import type { Image as ImageValue } from '../lib/delivery/types';
import { Image, type ImageProps } from './Image';
import { imageSource } from './imageSource';

export interface FigureProps extends Omit<ImageProps, 'className'> {
  image: ImageValue | null | undefined;
  className?: string;
}

/** An image with its caption, when the field has one. Renders nothing for an unresolved asset. */
export function Figure({ image, className, ...imageProps }: FigureProps) {
  const source = imageSource(image);
  if (!source) return null;
  return (
    <figure className={className ? `figure ${className}` : 'figure'}>
      <Image image={image} {...imageProps} />
      {source.caption ? <figcaption>{source.caption}</figcaption> : null}
    </figure>
  );
}
