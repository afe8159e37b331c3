// Generated staff news for the intranet, attached under /news.
import type { PackNode } from '../../../contract';
import { CONTENT_TYPE } from '../model/contentTypes';
import { link, makeEntry, taxonomyValue } from '../model/entries';
import { entryId, nodeId } from '../ids';
import { randomFor } from '../random';
import { SlugRegister, slugify } from '../slug';
import { addDays, isoFromReference } from '../dates';
import { writeStaffNews } from '../text/staffNewsWriter';
import { imageOf } from '../media/library';
import type { SectionContext } from '../website/sectionContext';
import { INTRANET_CONTACTS } from './corePages';

const P = 'intranet';

export async function generateStaffNews(ctx: SectionContext, parent: PackNode, slugs: SlugRegister): Promise<number> {
  const writer = ctx.writer('news');
  const spanDays = Math.min(1825, Math.max(180, ctx.plan.staffNews * 4));
  for (let i = 0; i < ctx.plan.staffNews; i++) {
    const rng = randomFor(ctx.seed, P, 'news', i);
    const publishDate = isoFromReference(-(1 + Math.floor((i / ctx.plan.staffNews) * spanDays)), rng.int(8, 12), 0);
    const copy = writeStaffNews(rng, addDays(publishDate, rng.int(3, 14)));
    const slug = slugs.claim(slugify(copy.title));
    const author = INTRANET_CONTACTS[rng.int(0, INTRANET_CONTACTS.length - 1)];
    const fields: Record<string, unknown> = {
      title: copy.title,
      summary: copy.summary,
      publishDate,
      topics: copy.topics.map(taxonomyValue),
      author: link(entryId(P, author.key)),
      body: copy.body,
    };
    // Staff news rarely has a picture; every third story does.
    if (i % 3 === 0) fields.image = imageOf(ctx.images.scene(i));
    const entry = makeEntry(fields, {
      id: entryId(P, 'news', i),
      projectId: P,
      contentTypeId: CONTENT_TYPE.newsArticle,
      title: copy.title,
      description: copy.summary,
      slug,
      created: addDays(publishDate, -1),
      published: publishDate,
    });
    await writer.add([entry]);
    (parent.children ??= []).push({ id: nodeId(P, 'news', i), slug, displayName: copy.title, entryId: entry.sys.id, includeInMenu: false });
  }
  await writer.close();
  return writer.written;
}
