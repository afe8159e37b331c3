// Writes the `intranet` project: a small staff intranet for the same organisation.
import { EntryChunkWriter } from '../chunkWriter';
import { CONTENT_TYPE, intranetContentTypes } from '../model/contentTypes';
import { intranetTaxonomy } from '../model/taxonomy';
import { buildPageTree, type BuiltTree } from '../model/pageTree';
import { portraitAsset, sceneAsset } from '../media/library';
import { SlugRegister } from '../slug';
import { ORG } from '../text/organisation';
import type { PackEntry } from '../../../contract';
import { INTRANET_PORTRAITS, INTRANET_SCENES, type PackPlan } from '../plan';
import {
  addCount,
  countByType,
  createProjectDirs,
  writeGroupedEntries,
  writeImages,
  writeNodes,
  writeProjectFiles,
  type ProjectReport,
} from '../projectWriter';
import { imagePool, type ImagePool } from '../website/imagePool';
import type { SectionContext } from '../website/sectionContext';
import { intranetContactPages, intranetCorePages } from './corePages';
import { generateStaffNews } from './staffNewsSection';

const P = 'intranet';
/** Intranet images show different subjects from the website's first few. */
const SCENE_OFFSET = 6;

function intranetCore(images: ImagePool): { tree: BuiltTree; entries: PackEntry[] } {
  const tree = buildPageTree(P, intranetCorePages(images));
  const entries = [...tree.entries];
  const contacts = tree.nodes.get('contacts');
  if (!contacts) throw new Error('intranet core has no contacts node');
  for (const spec of intranetContactPages(images)) {
    const built = buildPageTree(P, spec);
    (contacts.children ??= []).push(built.root);
    entries.push(...built.entries);
  }
  return { tree, entries };
}

export function intranetFixedEntryCount(): number {
  const images = imagePool(P, INTRANET_SCENES, INTRANET_PORTRAITS, SCENE_OFFSET);
  return new Set(intranetCore(images).entries.map((e) => e.sys.id)).size + INTRANET_SCENES + INTRANET_PORTRAITS;
}

export async function buildIntranet(packDir: string, plan: PackPlan): Promise<ProjectReport> {
  const dirs = await createProjectDirs(packDir, P);
  const byContentType: Record<string, number> = {};
  await writeProjectFiles(
    dirs,
    {
      id: P,
      name: `${ORG.shortName} staff intranet`,
      description: `News, policies and guides for staff of ${ORG.name}.`,
      primaryLanguage: 'en-GB',
      supportedLanguages: ['en-GB'],
    },
    intranetContentTypes(['en-GB']),
    intranetTaxonomy(),
  );

  const images = imagePool(P, INTRANET_SCENES, INTRANET_PORTRAITS, SCENE_OFFSET);
  const assets = [
    ...Array.from({ length: INTRANET_SCENES }, (_, j) => sceneAsset(P, j, SCENE_OFFSET)),
    ...Array.from({ length: INTRANET_PORTRAITS }, (_, j) => portraitAsset(P, j)),
  ];
  addCount(byContentType, CONTENT_TYPE.image, await writeImages(dirs, assets, plan.seed));

  const core = intranetCore(images);
  await writeGroupedEntries(dirs, 'core', core.entries);
  countByType(core.entries, byContentType);

  const news = core.tree.nodes.get('news');
  if (!news) throw new Error('intranet core has no news node');
  const ctx: SectionContext = {
    seed: plan.seed,
    plan,
    images,
    writer: (prefix) => new EntryChunkWriter(dirs.entries, prefix),
  };
  addCount(byContentType, CONTENT_TYPE.newsArticle, await generateStaffNews(ctx, news, new SlugRegister()));

  await writeNodes(dirs, core.tree.root);
  return { projectId: P, byContentType };
}
