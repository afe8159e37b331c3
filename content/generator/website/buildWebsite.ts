// Writes the `website` project: the public site of the garden.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EntryChunkWriter } from '../chunkWriter';
import { websiteContentTypes, CONTENT_TYPE } from '../model/contentTypes';
import { websiteTaxonomy } from '../model/taxonomy';
import { buildPageTree, type BuiltTree } from '../model/pageTree';
import { portraitAsset, sceneAsset } from '../media/library';
import { SlugRegister } from '../slug';
import { ORG } from '../text/organisation';
import { PACK_FILES, type PackEntry, type PackNode } from '../../../contract';
import type { PackPlan } from '../plan';
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
import { imagePool, type ImagePool } from './imagePool';
import { websiteCorePages } from './corePages';
import { fixedNews } from './fixedNews';
import { leaderPages } from './leadership';
import { annualReportEntry, annualReportPdf } from './annualReport';
import { generateNews } from './newsSection';
import { generateEvents } from './eventsSection';
import { generatePeople } from './peopleSection';
import { generateResearch } from './researchSection';
import type { SectionContext } from './sectionContext';

const P = 'website';
const WEBSITE_LANGUAGES = ['en-GB', 'cy'];

interface WebsiteCore {
  tree: BuiltTree;
  entries: PackEntry[];
}

/** The fixed part of the site: pages, the two hand-written stories and the leadership team. */
function websiteCore(images: ImagePool): WebsiteCore {
  const tree = buildPageTree(P, websiteCorePages(images));
  const entries = [...tree.entries];
  const attach = (parentKey: string, built: BuiltTree): void => {
    const parent = tree.nodes.get(parentKey);
    if (!parent) throw new Error(`website core has no node "${parentKey}"`);
    (parent.children ??= []).push(built.root);
    entries.push(...built.entries);
  };
  for (const spec of fixedNews(images)) attach('news', buildPageTree(P, spec));
  for (const spec of leaderPages(images)) attach('people', buildPageTree(P, spec));
  return { tree, entries };
}

/** Distinct fixed entries: core pages, stories, leaders and the annual report document. */
export function websiteFixedEntryCount(): number {
  return new Set(websiteCore(imagePool(P, 8, 4)).entries.map((e) => e.sys.id)).size + 1;
}

function registerFor(node: PackNode): SlugRegister {
  const slugs = new SlugRegister();
  for (const child of node.children ?? []) slugs.claim(child.slug);
  return slugs;
}

export async function buildWebsite(packDir: string, plan: PackPlan): Promise<ProjectReport> {
  const dirs = await createProjectDirs(packDir, P);
  const byContentType: Record<string, number> = {};
  await writeProjectFiles(
    dirs,
    {
      id: P,
      name: ORG.name,
      description: `The public website of ${ORG.fullName}.`,
      primaryLanguage: 'en-GB',
      supportedLanguages: WEBSITE_LANGUAGES,
    },
    websiteContentTypes(WEBSITE_LANGUAGES),
    websiteTaxonomy(),
  );

  const images = imagePool(P, plan.scenes, plan.portraits);
  const assets = [
    ...Array.from({ length: plan.scenes }, (_, j) => sceneAsset(P, j)),
    ...Array.from({ length: plan.portraits }, (_, j) => portraitAsset(P, j)),
  ];
  addCount(byContentType, CONTENT_TYPE.image, await writeImages(dirs, assets, plan.seed));

  const pdf = annualReportPdf();
  const pdfEntry = annualReportEntry(pdf);
  const assetDir = join(dirs.root, PACK_FILES.files, 'asset-library');
  await mkdir(assetDir, { recursive: true });
  await writeFile(join(assetDir, String(pdfEntry.sys.properties?.filename)), pdf);
  await writeGroupedEntries(dirs, 'documents', [pdfEntry]);
  addCount(byContentType, CONTENT_TYPE.document, 1);

  const core = websiteCore(images);
  await writeGroupedEntries(dirs, 'core', core.entries);
  countByType(core.entries, byContentType);

  const ctx: SectionContext = {
    seed: plan.seed,
    plan,
    images,
    writer: (prefix) => new EntryChunkWriter(dirs.entries, prefix),
  };
  const node = (key: string): PackNode => {
    const n = core.tree.nodes.get(key);
    if (!n) throw new Error(`website core has no node "${key}"`);
    return n;
  };
  const newsNode = node('news');
  addCount(byContentType, CONTENT_TYPE.newsArticle, await generateNews(ctx, newsNode, registerFor(newsNode)));
  const eventsNode = node('events');
  addCount(byContentType, CONTENT_TYPE.event, await generateEvents(ctx, eventsNode, registerFor(eventsNode)));
  const peopleNode = node('people');
  addCount(byContentType, CONTENT_TYPE.person, await generatePeople(ctx, peopleNode, registerFor(peopleNode)));
  const area = (key: string) => ({ node: node(key), slugs: registerFor(node(key)) });
  addCount(
    byContentType,
    CONTENT_TYPE.contentPage,
    await generateResearch(ctx, {
      conservation: area('research-conservation'),
      plantHealth: area('research-plant-health'),
      climate: area('research-climate'),
    }),
  );

  await writeNodes(dirs, core.tree.root);
  return { projectId: P, byContentType };
}
