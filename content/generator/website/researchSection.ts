// Generated research project pages (contentPage), spread over the three research areas at
// depth 3: /research/<area>/<project>.
import type { PackNode } from '../../../contract';
import { CONTENT_TYPE } from '../model/contentTypes';
import { draftOf, makeEntry } from '../model/entries';
import { entryId, nodeId } from '../ids';
import { randomFor } from '../random';
import { SlugRegister, slugify } from '../slug';
import { isoFromReference } from '../dates';
import { imageOf } from '../media/library';
import { RESEARCH_AREAS, writeResearchProject, type ResearchArea } from '../text/researchWriter';
import { every, type SectionContext } from './sectionContext';

const P = 'website';

const researchEntryId = (i: number): string => entryId(P, 'research', i);

const AREA_PICTURES: Record<ResearchArea, string[]> = {
  conservation: ['meadow', 'seed bank', 'heathland', 'bluebell'],
  plantHealth: ['trees', 'arboretum', 'orchard'],
  climate: ['frost', 'meadow', 'heather', 'riverside'],
};

export type ResearchParents = Record<ResearchArea, { node: PackNode; slugs: SlugRegister }>;

export async function generateResearch(ctx: SectionContext, parents: ResearchParents): Promise<number> {
  const writer = ctx.writer('research');
  for (let i = 0; i < ctx.plan.research; i++) {
    const rng = randomFor(ctx.seed, P, 'research', i);
    const area = RESEARCH_AREAS[i % RESEARCH_AREAS.length];
    const image = ctx.images.sceneAbout(rng, AREA_PICTURES[area]);
    const copy = writeResearchProject(rng, area, imageOf(image));
    const { node: parent, slugs } = parents[area];
    const slug = slugs.claim(slugify(copy.title));
    const created = isoFromReference(-rng.int(60, 1400), 10);
    const entry = makeEntry(
      { title: copy.title, summary: copy.summary, body: copy.body },
      {
        id: researchEntryId(i),
        projectId: P,
        contentTypeId: CONTENT_TYPE.contentPage,
        title: copy.title,
        description: copy.summary,
        slug,
        created,
        versionNo: rng.int(1, 3),
      },
    );
    const group = [entry];
    if (every(i, 15, 1)) {
      const summary = `${copy.summary} New results will be published next year.`;
      group.push(draftOf(entry, { description: summary, fields: { summary }, daysLater: rng.int(5, 40) }));
    }
    await writer.add(group);
    (parent.children ??= []).push({
      id: nodeId(P, 'research', i),
      slug,
      displayName: copy.title,
      entryId: entry.sys.id,
      includeInMenu: true,
    });
  }
  await writer.close();
  return writer.written;
}
