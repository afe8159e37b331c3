// What the garden "photographs" show. Each subject has its own palette and layout.
import type { SceneSubject } from './pictures';

export interface SceneSubjectText extends SceneSubject {
  description: string;
}

export const SCENE_SUBJECTS: readonly SceneSubjectText[] = [
  {
    title: 'The Palm House in winter sunshine', style: 'glasshouse',
    description: 'The Victorian Palm House, built in 1896, seen from the Great Lawn.',
    altText: 'The curved glass roof of the Victorian Palm House against a pale winter sky',
    keywords: ['Palm House', 'glasshouse', 'winter'],
    sky: [[176, 206, 232], [232, 240, 246]], ground: [96, 140, 84], accents: [[206, 228, 232], [238, 242, 240]],
  },
  {
    title: 'Wildflower meadow in June', style: 'meadow',
    description: 'Ox-eye daisies and knapweed in the wildflower meadow.',
    altText: 'A meadow of white and purple wildflowers under a blue summer sky',
    keywords: ['meadow', 'wildflowers', 'summer'],
    sky: [[92, 150, 214], [190, 220, 244]], ground: [112, 160, 70], accents: [[250, 250, 240], [168, 96, 180], [246, 212, 70]],
  },
  {
    title: 'Autumn colour in the arboretum', style: 'woodland',
    description: 'Maples and beeches turning along the arboretum path in October.',
    altText: 'Trees with red, orange and gold leaves beside a grassy path',
    keywords: ['arboretum', 'trees', 'autumn'],
    sky: [[150, 180, 210], [226, 222, 210]], ground: [120, 130, 60], accents: [[96, 64, 40], [196, 84, 40], [226, 150, 40], [210, 110, 50]],
  },
  {
    title: 'The lily pond at midsummer', style: 'pond',
    description: 'Water lilies in flower on the lily pond.',
    altText: 'A still pond with green lily pads and pink water lily flowers',
    keywords: ['lily pond', 'water lilies', 'summer'],
    sky: [[110, 170, 220], [206, 230, 246]], ground: [90, 150, 80], accents: [[60, 110, 140], [70, 140, 70], [240, 160, 190]],
  },
  {
    title: 'Herbaceous borders in the walled garden', style: 'borders',
    description: 'Late summer planting in the walled garden.',
    altText: 'Deep flower borders of purple, orange and yellow in front of a clipped hedge',
    keywords: ['walled garden', 'borders', 'summer'],
    sky: [[120, 170, 220], [214, 232, 246]], ground: [100, 150, 76], accents: [[52, 96, 52], [140, 80, 170], [230, 130, 50], [240, 210, 80]],
  },
  {
    title: 'The Alpine House rock garden', style: 'alpine',
    description: 'Cushion plants and saxifrages among the rocks of the Alpine House.',
    altText: 'Grey rocky peaks with small pink and white alpine plants in the foreground',
    keywords: ['Alpine House', 'rock garden', 'alpines'],
    sky: [[140, 180, 220], [226, 236, 244]], ground: [130, 140, 120], accents: [[120, 124, 130], [246, 246, 250], [220, 140, 170]],
  },
  {
    title: 'Raised beds in the kitchen garden', style: 'beds',
    description: 'Vegetables and herbs growing in the kitchen garden beds.',
    altText: 'Neat rows of raised beds planted with leafy vegetables',
    keywords: ['kitchen garden', 'vegetables', 'food growing'],
    sky: [[150, 190, 226], [220, 236, 246]], ground: [120, 96, 70], accents: [[96, 70, 46], [80, 150, 70], [200, 60, 50]],
  },
  {
    title: 'Inside the herbarium', style: 'interior',
    description: 'Specimen cabinets in the herbarium reading room.',
    altText: 'Rows of wooden shelves holding boxes of pressed plant specimens',
    keywords: ['herbarium', 'collections', 'science'],
    sky: [[220, 214, 200], [220, 214, 200]], ground: [180, 160, 130], accents: [[232, 224, 206], [120, 84, 50], [200, 180, 140], [170, 140, 100]],
  },
  {
    title: 'Bluebell wood in May', style: 'woodland',
    description: 'Native bluebells under the beech trees of the woodland garden.',
    altText: 'Tall trees above a carpet of blue flowers in a spring wood',
    keywords: ['woodland garden', 'bluebells', 'spring'],
    sky: [[170, 200, 226], [230, 238, 236]], ground: [96, 120, 190], accents: [[90, 70, 50], [70, 130, 60], [100, 160, 70], [140, 140, 220]],
  },
  {
    title: 'Frost on the Great Lawn', style: 'meadow',
    description: 'A frosty winter morning on the Great Lawn.',
    altText: 'A white frosted lawn under a cold pink dawn sky',
    keywords: ['Great Lawn', 'frost', 'winter'],
    sky: [[200, 190, 214], [246, 220, 214]], ground: [214, 226, 226], accents: [[246, 250, 252], [190, 206, 214]],
  },
  {
    title: 'Cherry blossom walk', style: 'woodland',
    description: 'Ornamental cherries in flower along the blossom walk.',
    altText: 'Trees covered in pale pink blossom beside a path',
    keywords: ['cherry blossom', 'trees', 'spring'],
    sky: [[150, 196, 232], [226, 238, 248]], ground: [120, 170, 90], accents: [[110, 80, 70], [246, 196, 214], [240, 180, 200], [250, 220, 230]],
  },
  {
    title: 'The Temperate House at dusk', style: 'glasshouse',
    description: 'Lights on in the Temperate House on a winter evening.',
    altText: 'A glasshouse glowing warmly under a deep blue evening sky',
    keywords: ['Temperate House', 'glasshouse', 'evening'],
    sky: [[30, 40, 90], [120, 90, 140]], ground: [40, 60, 50], accents: [[246, 214, 140], [250, 236, 190]],
  },
  {
    title: 'Seed bank cold room', style: 'interior',
    description: 'Sealed seed collections on the shelves of the seed bank cold room.',
    altText: 'Shelves of labelled seed jars in a cold, blue-lit store room',
    keywords: ['seed bank', 'conservation', 'science'],
    sky: [[200, 220, 236], [200, 220, 236]], ground: [170, 190, 210], accents: [[206, 224, 238], [120, 140, 160], [236, 240, 244], [170, 200, 220]],
  },
  {
    title: 'Heather on the west slope', style: 'meadow',
    description: 'Heathers in flower on the west slope in late summer.',
    altText: 'A hillside of purple heather under a hazy sky',
    keywords: ['heather', 'heathland', 'late summer'],
    sky: [[170, 190, 214], [226, 226, 236]], ground: [130, 90, 140], accents: [[190, 120, 190], [160, 80, 150], [220, 170, 220]],
  },
  {
    title: 'Apple trees in the community orchard', style: 'woodland',
    description: 'Old Welsh apple varieties ripening in the community orchard.',
    altText: 'Rounded fruit trees with red apples in a grassy orchard',
    keywords: ['orchard', 'apples', 'autumn'],
    sky: [[140, 186, 226], [224, 236, 244]], ground: [110, 160, 80], accents: [[100, 72, 50], [70, 130, 60], [80, 140, 60], [200, 50, 40]],
  },
  {
    title: 'Riverside walk along the Taff', style: 'river',
    description: 'The riverside path at the eastern edge of the garden.',
    altText: 'A river flowing past a line of green trees on a bright day',
    keywords: ['River Taff', 'riverside', 'walks'],
    sky: [[120, 176, 226], [210, 230, 246]], ground: [96, 150, 80], accents: [[80, 130, 170], [60, 120, 60]],
  },
  {
    title: 'Beehives by the orchard', style: 'borders',
    description: 'The garden’s beehives among flowering borders near the orchard.',
    altText: 'Colourful flowering plants in front of a hedge on a sunny day',
    keywords: ['bees', 'pollinators', 'orchard'],
    sky: [[130, 180, 226], [220, 236, 248]], ground: [110, 160, 76], accents: [[60, 100, 56], [250, 200, 60], [240, 240, 230], [170, 110, 200]],
  },
  {
    title: 'Snowdrops under the beeches', style: 'woodland',
    description: 'Snowdrops flowering under the beech trees in February.',
    altText: 'Bare winter trees above a woodland floor dotted with white flowers',
    keywords: ['snowdrops', 'woodland garden', 'winter'],
    sky: [[180, 196, 212], [226, 230, 234]], ground: [96, 110, 80], accents: [[84, 70, 60], [110, 100, 90], [120, 110, 100], [250, 250, 250]],
  },
];
