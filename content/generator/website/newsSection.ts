// Generated news articles, newest first, attached under /news.
import type { PackNode } from '../../../contract';
import { CONTENT_TYPE } from '../model/contentTypes';
import { draftOf, link, makeEntry, taxonomyValue, variationOf } from '../model/entries';
import { WELSH } from '../text/welsh/corePages';
import { welshImageOf } from '../text/welsh/sceneAltText';
import { entryId, nodeId } from '../ids';
import { randomFor } from '../random';
import { SlugRegister, slugify } from '../slug';
import { addDays, isoFromReference } from '../dates';
import { imageOf } from '../media/library';
import { seasonOf, writeNews } from '../text/newsWriter';
import { LEADERS } from './leadership';
import { personEntryId } from './peopleSection';
import { every, type SectionContext } from './sectionContext';

const P = 'website';

const newsEntryId = (i: number): string => entryId(P, 'news', i);

/** Ids of everyone who can write news: the leaders, then generated staff. */
function authorId(k: number): string {
  return k < LEADERS.length ? entryId(P, LEADERS[k].key) : personEntryId(k - LEADERS.length);
}

export async function generateNews(ctx: SectionContext, parent: PackNode, slugs: SlugRegister): Promise<number> {
  const { plan } = ctx;
  const writer = ctx.writer('news');
  const spanDays = Math.min(3650, Math.max(365, plan.news * 3));
  for (let i = 0; i < plan.news; i++) {
    const rng = randomFor(ctx.seed, P, 'news', i);
    const day = -(1 + Math.floor((i / plan.news) * spanDays) + rng.int(0, 2));
    const publishDate = isoFromReference(day, rng.int(8, 16), rng.pick([0, 15, 30, 45]));
    const copy = writeNews(rng, { season: seasonOf(publishDate), year: new Date(publishDate).getUTCFullYear() });
    const attached = !every(i, 29, 11);
    const slug = attached ? slugs.claim(slugify(copy.title)) : slugify(copy.title);
    const image = ctx.images.sceneAbout(rng, copy.imageHints);
    const author = authorId(rng.int(0, LEADERS.length + plan.people - 1));
    const entry = makeEntry(
      {
        title: copy.title,
        summary: copy.summary,
        publishDate,
        topics: copy.topics.map(taxonomyValue),
        image: imageOf(image, undefined, copy.imageCaption),
        author: link(author),
        body: copy.body,
      },
      {
        id: newsEntryId(i),
        projectId: P,
        contentTypeId: CONTENT_TYPE.newsArticle,
        title: copy.title,
        description: copy.summary,
        slug,
        created: addDays(publishDate, -rng.int(1, 10)),
        published: publishDate,
        includeInSearch: !every(i, 17, 6),
        availableLanguages: copy.welsh ? ['en-GB', WELSH] : undefined,
      },
    );
    const group = [entry];
    const welsh = copy.welsh;
    if (every(i, 20, 3)) {
      const title = `${copy.title} (updated)`;
      const summary = `${copy.summary} This story has been updated with new information.`;
      group.push(draftOf(entry, { title, description: summary, fields: { title, summary }, daysLater: rng.int(1, 20) }));
    }
    if (welsh) {
      const fields = { title: welsh.title, summary: welsh.summary, body: welsh.body, image: welshImageOf(image, welsh.imageCaption) };
      group.push(variationOf(entry, WELSH, fields, welsh.title, welsh.summary, slugify(welsh.title)));
    }
    await writer.add(group);
    if (attached)
      (parent.children ??= []).push({
        id: nodeId(P, 'news', i),
        slug,
        displayName: welsh ? { 'en-GB': copy.title, [WELSH]: welsh.title } : copy.title,
        entryId: entry.sys.id,
        includeInMenu: false,
      });
  }
  await writer.close();
  return writer.written;
}
