// Welsh versions of two of the news themes (funding, volunteering), written from the same choices as the
// English story, so an article of those themes has a Welsh variation whatever the seed.
import { a, html, p, para } from '../markup';
import { money, thousands } from '../grammar';
import { ORG } from '../organisation';
import { PATHS } from '../../website/paths';
import type { FUNDERS, SEASONS, VOLUNTEER_ROLES } from '../vocabulary';

export interface WelshCopy {
  title: string;
  summary: string;
  body: string;
  imageCaption: string;
}

/** Funders as they read after "gan" (soft mutation). */
const FUNDERS_CY: Record<(typeof FUNDERS)[number], string> = {
  'the National Lottery Heritage Fund': 'Gronfa Dreftadaeth y Loteri Genedlaethol',
  'the Millbrook Friends': 'Gyfeillion Millbrook',
  'the Davies Family Foundation': 'Sefydliad Teulu Davies',
  'the Green Futures Trust': 'Ymddiriedolaeth Dyfodol Gwyrdd',
  'the Plant Heritage Research Fund': 'Gronfa Ymchwil Treftadaeth Planhigion',
  'an anonymous legacy': 'gymynrodd ddienw',
};

/** The funding goals (English as in newsWriter) as they read after "i" (soft mutation). */
export const FUNDING_GOALS_CY: Record<string, string> = {
  'restore the Victorian Palm House': 'adfer y Tŷ Palmwydd Fictoraidd',
  'expand the seed bank': 'ehangu’r banc hadau',
  'open a sensory garden': 'agor gardd synhwyraidd',
  'train young gardeners': 'hyfforddi garddwyr ifanc',
  'digitise the herbarium': 'ddigido’r llysieufa',
  'plant a new community orchard': 'blannu perllan gymunedol newydd',
  'create step-free paths through the woodland garden': 'greu llwybrau heb risiau drwy’r ardd goetir',
};

/** "over the next N years" for N from 2 to 5. */
const NEXT_YEARS_CY: Record<number, string> = {
  2: 'dros y ddwy flynedd nesaf',
  3: 'dros y tair blynedd nesaf',
  4: 'dros y pedair blynedd nesaf',
  5: 'dros y pum mlynedd nesaf',
};

export function fundingCy(amount: number, funder: (typeof FUNDERS)[number], goal: string, years: number): WelshCopy | undefined {
  const goalCy = FUNDING_GOALS_CY[goal];
  const over = NEXT_YEARS_CY[years];
  if (!goalCy || !over) return undefined;
  const from = FUNDERS_CY[funder];
  return {
    title: `Grant o ${money(amount)} i ${goalCy}`,
    summary: `Bydd grant o ${money(amount)} gan ${from} yn ein helpu i ${goalCy} ${over}.`,
    body: html(
      para(
        `Mae’n bleser gennym gyhoeddi grant o ${money(amount)} gan ${from}. Bydd y grant yn ein helpu i ${goalCy}, prosiect sydd wedi bod ar ein rhestr dymuniadau ers tro.`,
      ),
      para(
        'Bydd y gwaith yn dechrau yn ystod y misoedd nesaf, ac rydyn ni’n ei gynllunio fel bod cymaint o’r ardd â phosibl yn aros ar agor. Byddwn yn rhannu’r newyddion diweddaraf yma wrth i’r prosiect fynd yn ei flaen.',
      ),
      para(
        `“Mae’r gefnogaeth hon yn gwneud gwahaniaeth parhaol i’r ardd ac i bawb sy’n ymweld â hi,” meddai Cyfarwyddwr ${ORG.welshName}.`,
      ),
      p(`Mae prosiectau fel hwn yn dibynnu ar ein cefnogwyr. Darllenwch sut gallwch chi ${a(PATHS.supportUs, 'gefnogi’r ardd')}.`),
    ),
    imageCaption: 'Rhan o’r ardd a fydd yn elwa o’r grant.',
  };
}

const ROLES_CY: Record<(typeof VOLUNTEER_ROLES)[number], string> = {
  'garden guides': 'tywyswyr gardd',
  'seed-cleaning volunteers': 'gwirfoddolwyr glanhau hadau',
  'herbarium volunteers': 'gwirfoddolwyr y llysieufa',
  'family trail helpers': 'helpwyr llwybrau teulu',
  'meadow surveyors': 'cofnodwyr dolydd',
  'orchard volunteers': 'gwirfoddolwyr y berllan',
  'welcome desk volunteers': 'gwirfoddolwyr y ddesg groeso',
};

const SEASONS_CY: Record<(typeof SEASONS)[number], string> = { spring: 'gwanwyn', summer: 'haf', autumn: 'hydref', winter: 'gaeaf' };

/** `titleIndex`: which of the three English titles the story has. */
export function volunteeringCy(
  hours: number,
  role: (typeof VOLUNTEER_ROLES)[number],
  season: (typeof SEASONS)[number],
  titleIndex: number,
): WelshCopy {
  const roleCy = ROLES_CY[role];
  const titles = [
    `Diolch i’n gwirfoddolwyr am y ${SEASONS_CY[season]} gorau erioed`,
    `Gwirfoddolwyr yn rhoi ${thousands(hours)} o oriau i’r ardd`,
    `Rydyn ni’n recriwtio ${roleCy} newydd`,
  ];
  return {
    title: titles[titleIndex] ?? titles[1],
    summary: `Y llynedd rhoddodd gwirfoddolwyr ${thousands(hours)} o oriau i ${ORG.shortName} — ac rydyn ni’n recriwtio ${roleCy} newydd.`,
    body: html(
      para(
        `O chwynnu borderi i lanhau hadau, croesawu ymwelwyr a thrawsgrifio labeli’r llysieufa, rhoddodd ein gwirfoddolwyr ${thousands(hours)} o oriau i’r ardd y llynedd.`,
      ),
      para(
        `Rydyn ni nawr yn recriwtio ${roleCy} newydd. Does dim angen profiad: rydyn ni’n rhoi hyfforddiant llawn, a chi sy’n dewis y diwrnodau sy’n gyfleus i chi.`,
      ),
      p(`Darllenwch am ${a(PATHS.volunteering, 'wirfoddoli yn yr ardd')} a gwnewch gais ar-lein.`),
    ),
    imageCaption: 'Gwirfoddolwyr yn yr ardd furiog.',
  };
}
