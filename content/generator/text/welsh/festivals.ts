// Welsh versions of the festival events, written from the same choices as the English listing (title,
// venue, dates, price and the sentences picked), so every festival has a Welsh variation whatever the seed.
import { a, html, p, para, strong, ul } from '../markup';
import { money } from '../grammar';
import { PATHS } from '../../website/paths';

/** Which of a category's sentences the English listing used (summary intro, body intro, closing note). */
export interface EventChoices {
  summaryIntro: number;
  bodyIntro: number;
  closing: number;
}

export interface WelshEvent {
  title: string;
  summary: string;
  body: string;
  venue: string;
}

const TITLES_CY: Record<string, string> = {
  'Spring Plant Fair': 'Ffair Blanhigion y Gwanwyn',
  'Apple Day': 'Diwrnod yr Afal',
  'Orchid Festival': 'Gŵyl y Tegeirianau',
  'Winter Lights': 'Goleuadau’r Gaeaf',
  'Seed Swap Sunday': 'Sul Cyfnewid Hadau',
  'Summer Meadow Festival': 'Gŵyl Dolydd yr Haf',
  'Food and Flowers Festival': 'Gŵyl Bwyd a Blodau',
  'Harvest Weekend': 'Penwythnos y Cynhaeaf',
  'Snowdrop Week': 'Wythnos yr Eirlysiau',
  'Community orchard wassail': 'Gwasael y berllan gymunedol',
};

/** Venue names, and how a sentence says "at" the venue. */
const VENUES_CY: Record<string, { name: string; at: string }> = {
  'Great Lawn': { name: 'Y Lawnt Fawr', at: 'ar y Lawnt Fawr' },
  'Courtyard Café Terrace': { name: 'Teras Caffi’r Cwrt', at: 'ar Deras Caffi’r Cwrt' },
  'Llandaff Fields community orchard': { name: 'Perllan gymunedol Caeau Llandaf', at: 'ym mherllan gymunedol Caeau Llandaf' },
};

const INTROS_CY = [
  'Mae ein gŵyl dymhorol boblogaidd yn ôl, gyda stondinau, sgyrsiau, cerddoriaeth a bwyd gan gynhyrchwyr lleol.',
  'Dathliad o’r tymor ar draws yr ardd gyfan, gyda rhywbeth i bob oed.',
];

const CLOSING_CY = [
  'Gwisgwch esgidiau cyfforddus a dillad addas i’r tywydd, gan fod rhan o’r digwyddiad yn yr awyr agored.',
  'Mae te, coffi a chacen ar gael yng Nghaffi’r Cwrt drwy’r dydd.',
  'Mae lleoedd ar gael i ddefnyddwyr cadeiriau olwyn a gofalwyr; rhowch wybod i ni am eich anghenion wrth archebu.',
];

const MONTHS_CY = [
  'Ionawr',
  'Chwefror',
  'Mawrth',
  'Ebrill',
  'Mai',
  'Mehefin',
  'Gorffennaf',
  'Awst',
  'Medi',
  'Hydref',
  'Tachwedd',
  'Rhagfyr',
];

/** "14 Tachwedd 2026" (UTC, as the English dates are). */
export function welshDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS_CY[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Tachwedd 2026" */
export function welshMonthYear(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS_CY[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "10:00": Welsh sites write the 24-hour clock. */
export function welshTime(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
}

/** The festival in Welsh; undefined for a title or venue without a Welsh name. */
export function festivalCy(
  event: { title: string; venue: string; price: number; extraDays: number },
  from: string,
  to: string,
  choices: EventChoices,
): WelshEvent | undefined {
  const title = TITLES_CY[event.title];
  const venue = VENUES_CY[event.venue];
  const summaryIntro = INTROS_CY[choices.summaryIntro];
  const bodyIntro = INTROS_CY[choices.bodyIntro];
  const closing = CLOSING_CY[choices.closing];
  if (!title || !venue || !summaryIntro || !bodyIntro || !closing) return undefined;
  const when =
    event.extraDays > 0
      ? `o ${welshDate(from)} tan ${welshDate(to)}, ${welshTime(from)} tan ${welshTime(to)} bob dydd`
      : `ar ${welshDate(from)}, ${welshTime(from)} tan ${welshTime(to)}`;
  const price = event.price === 0 ? 'Am ddim' : `${money(event.price)} y pen (10% i ffwrdd i aelodau)`;
  return {
    title,
    venue: venue.name,
    summary: `${summaryIntro} ${when.charAt(0).toUpperCase()}${when.slice(1)}.`,
    body: html(
      para(`${bodyIntro} Cynhelir y digwyddiad ${when} ${venue.at}.`),
      ul([
        `${strong('I bwy:')} pawb`,
        `${strong('Pris:')} ${price}`,
        `${strong('Archebu:')} ${event.price === 0 ? 'does dim angen archebu, dewch draw' : 'rhaid archebu gan fod nifer y lleoedd yn gyfyngedig'}`,
      ]),
      para(closing),
      p(
        `Cynlluniwch eich taith gyda’n ${a(PATHS.gettingHere, 'gwybodaeth teithio')} a darllenwch am ${a(PATHS.accessibility, 'hygyrchedd yn yr ardd')}.`,
      ),
    ),
  };
}
