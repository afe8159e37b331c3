// The image library: metadata for each image is a pure function of its index, so entries can
// reference image j (id, alt text) without the picture having been drawn yet.
import { entryId } from '../ids';
import { randomFor } from '../random';
import { slugify } from '../slug';
import { makeEntry, imageValue } from '../model/entries';
import type { Image } from '../../../contract';
import type { PackEntry } from '../../../contract';
import { drawPortraitPicture, drawScenePicture, type Picture } from './pictures';
import { SCENE_SUBJECTS } from './sceneSubjects';
import { isoFromReference } from '../dates';

export type ImageKind = 'scene' | 'portrait';

export interface ImageAsset {
  id: string;
  projectId: string;
  kind: ImageKind;
  index: number;
  title: string;
  description: string;
  altText: string;
  keywords: string[];
  filename: string;
  /** Scenes: which entry of SCENE_SUBJECTS was drawn. */
  subject?: number;
}

export const IMAGE_FOLDER = '/image-library/';

const VIEW = ['', 'second view', 'third view', 'fourth view', 'fifth view'];

export function sceneAsset(projectId: string, index: number, offset = 0): ImageAsset {
  const subjectIndex = (index + offset) % SCENE_SUBJECTS.length;
  const subject = SCENE_SUBJECTS[subjectIndex];
  const round = Math.floor((index + offset) / SCENE_SUBJECTS.length);
  const suffix = round === 0 ? '' : round < VIEW.length ? `, ${VIEW[round]}` : `, view ${round + 1}`;
  const title = `${subject.title}${suffix}`;
  return {
    id: entryId(projectId, 'image-scene', index),
    projectId,
    kind: 'scene',
    index,
    title,
    description: subject.description,
    altText: subject.altText,
    keywords: subject.keywords,
    filename: `${slugify(title)}.png`,
    subject: subjectIndex,
  };
}

export function portraitAsset(projectId: string, index: number): ImageAsset {
  const n = String(index + 1).padStart(2, '0');
  return {
    id: entryId(projectId, 'image-portrait', index),
    projectId,
    kind: 'portrait',
    index,
    title: `Staff portrait illustration ${n}`,
    description: 'An illustrated head-and-shoulders portrait used for staff profiles.',
    altText: 'Illustrated portrait of a member of staff',
    keywords: ['staff', 'portrait'],
    filename: `staff-portrait-${n}.png`,
  };
}

export function renderAsset(asset: ImageAsset, seed: number): Picture {
  const rng = randomFor(seed, asset.projectId, asset.kind, asset.index);
  if (asset.kind === 'portrait') return drawPortraitPicture(rng);
  return drawScenePicture(SCENE_SUBJECTS[asset.subject ?? 0], rng);
}

export function assetEntry(asset: ImageAsset, picture: Picture): PackEntry {
  return makeEntry(
    { title: asset.title, description: asset.description, altText: asset.altText, keywords: asset.keywords },
    {
      id: asset.id,
      projectId: asset.projectId,
      contentTypeId: 'image',
      title: asset.title,
      description: asset.description,
      slug: slugify(asset.title),
      created: isoFromReference(-400 + asset.index, 10),
      asset: {
        uri: `${IMAGE_FOLDER}${asset.filename}`,
        properties: {
          filename: asset.filename,
          filePath: IMAGE_FOLDER,
          fileSize: picture.png.length,
          width: picture.width,
          height: picture.height,
        },
      },
    },
  );
}

/** An image field value pointing at `asset`; alt text defaults to the asset's own. */
export function imageOf(asset: ImageAsset, altText?: string, caption?: string): Image {
  return imageValue(asset.id, altText ?? asset.altText, caption);
}
