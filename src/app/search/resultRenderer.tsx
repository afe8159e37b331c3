import type { ReactElement } from 'react';
import type { ResultContext } from '../../features/search/lazy';
import type { Entry } from '../../lib/delivery/types';
import type { Site } from '../site/defineSite';
import type { ResultCard } from '../site/types';
import { DefaultResultCard } from './DefaultResultCard';

type RenderResult = (entry: Entry, context: ResultContext) => ReactElement;

const renderers = new WeakMap<ResultCard, RenderResult>();

/** A result as the site's card shows it, with the visitor's words marked: one function per card, so results memoise. */
export function resultRenderer(site: Site): RenderResult {
  const Card = site.resultCard ?? DefaultResultCard;
  let render = renderers.get(Card);
  if (!render) {
    render = (entry, { mark, headingLevel }) => <Card entry={entry} headingLevel={headingLevel} mark={mark} />;
    renderers.set(Card, render);
  }
  return render;
}
