// The Welsh (cy) variations of the website's hand-written pages, by page key: the home page, every level-1
// page and the listings. Links in the prose point at the node paths, as the English pages' do.
import { heading, imageBlock, markup, quoteBlock } from '../../model/composer';
import type { PageVariation } from '../../model/pageTree';
import type { ImagePool } from '../../website/imagePool';
import { PATHS } from '../../website/paths';
import { LEADERS, leaderName } from '../../website/leadership';
import { a, html, p, para, strong, ul } from '../markup';
import { ORG } from '../organisation';
import { welshImageOf } from './sceneAltText';

export const WELSH = 'cy';

/** A Welsh page: its node's Welsh name and the entry's Welsh variation. */
export interface WelshPage extends PageVariation {
  displayName: string;
}

const contentPage = (displayName: string, slug: string, title: string, summary: string, body: unknown[]): WelshPage => ({
  language: WELSH,
  displayName,
  title,
  description: summary,
  slug,
  fields: { title, summary, body },
});

const listingPage = (displayName: string, slug: string, title: string, introduction: string): WelshPage => ({
  language: WELSH,
  displayName,
  title,
  description: introduction,
  slug,
  fields: { title, introduction },
});

/** Welsh pages by the key of the English page they translate. */
export function welshCorePages(img: ImagePool): Record<string, WelshPage> {
  const home = ORG.welshName;
  return {
    home: {
      language: WELSH,
      displayName: 'Hafan',
      title: home,
      description: 'Gardd i bawb a chartref i wyddoniaeth planhigion yng nghanol Caerdydd.',
      slug: 'hafan',
      fields: {
        title: home,
        introduction: `Gardd i bawb a chartref i wyddoniaeth planhigion yng nghanol Caerdydd. Dewch i grwydro ${ORG.hectares} hectar o dai gwydr, borderi a choetir, a darganfod sut mae ein gwyddonwyr yn gweithio i warchod planhigion Cymru.`,
        heroImage: welshImageOf(img.scene(0)),
      },
    },
    about: contentPage(
      'Amdanom ni',
      'amdanom-ni',
      'Am yr ardd',
      `Sefydlwyd ${home} yn ${ORG.founded}. Mae’n ardd gyhoeddus, yn sefydliad gwyddor planhigion ac yn elusen gofrestredig.`,
      [
        heading('Pwy ydyn ni'),
        markup(
          html(
            para(
              `Mae ${home} yn gofalu am ${ORG.hectares} hectar o dai gwydr, gerddi a choetir ar lan orllewinol afon Taf yng Nghaerdydd. Mae tua ${ORG.taxa} o wahanol fathau o blanhigion yn ein casgliad byw, a llawer mwy yn ein llysieufa a’n banc hadau.`,
            ),
            para(
              'Yma hefyd mae Sefydliad Ymchwil Millbrook, lle mae gwyddonwyr yn astudio ac yn gwarchod planhigion Cymru, o ddolydd gwair yr ucheldir i gerddin prin Bannau Brycheiniog.',
            ),
          ),
        ),
        imageBlock(welshImageOf(img.scene(4), 'Yr ardd furiog ddiwedd yr haf.')),
        heading('Beth rydyn ni’n ei wneud'),
        markup(
          html(
            ul([
              `${strong('Tyfu')} planhigion o bob cwr o’r byd, a chadw planhigion prin Cymru’n ddiogel`,
              `${strong('Ymchwilio')} i amrywiaeth planhigion, iechyd planhigion ac effeithiau hinsawdd sy’n newid`,
              `${strong('Rhannu')} yr hyn a wyddom ag ysgolion, teuluoedd, cymunedau a’r rhai sy’n gwneud penderfyniadau`,
              `${strong('Croesawu')} pawb i fan gwyrdd yng nghanol y ddinas, yn rhad ac am ddim`,
            ]),
          ),
        ),
        quoteBlock(
          'Addewid i’r dyfodol yw gardd fotaneg: rydyn ni’n gofalu am blanhigion heddiw er mwyn i bobl allu eu mwynhau, eu hastudio a dibynnu arnyn nhw yfory.',
          `Dr ${leaderName(LEADERS[0])}, Cyfarwyddwr`,
        ),
        heading('Rhagor o wybodaeth'),
        markup(
          p(
            `Darllenwch ${a(PATHS.history, 'ein hanes')}, dewch i adnabod ${a(PATHS.leadership, 'y tîm arwain')} neu lawrlwythwch ein ${a(PATHS.annualReport, 'hadroddiad blynyddol diweddaraf')}.`,
          ),
        ),
      ],
    ),
    visit: contentPage(
      'Ymweld',
      'ymweld',
      'Ymweld â’r ardd',
      'Popeth sydd angen i chi ei wybod i gynllunio eich ymweliad: amseroedd agor, prisiau, teithio a hygyrchedd.',
      [
        heading('Amseroedd agor'),
        markup(
          p(
            `Mae’r ardd ar agor bob dydd ac eithrio 24 i 26 Rhagfyr, o 10am tan 5pm (4pm rhwng Tachwedd a Chwefror). Gweler yr ${a(PATHS.openingTimes, 'amseroedd agor')} yn llawn.`,
          ),
        ),
        heading('Mynediad'),
        markup(
          html(
            para('Mae mynediad i’r ardd am ddim. Mae un tocyn tŷ gwydr yn cynnwys y Tŷ Palmwydd, y Tŷ Tymherus a’r Tŷ Alpaidd:'),
            ul(['Oedolion £6', 'Plant (5–16 oed) £3; plant dan 5 am ddim', 'Gofalwyr am ddim', 'Aelodau am ddim']),
          ),
        ),
        imageBlock(welshImageOf(img.scene(2), 'Yr ardd goed yn yr hydref.')),
        heading('Bwyd, siop a chyfleusterau'),
        markup(
          html(
            para(
              'Mae Caffi’r Cwrt yn gweini bwyd poeth, cacennau a chynnyrch lleol o 10am tan awr cyn cau. Yn ein siop mae planhigion o feithrinfa’r ardd, llyfrau ac anrhegion.',
            ),
            p(`Darllenwch ${a(PATHS.gettingHere, 'sut i gyrraedd yma')} a’r wybodaeth am ${a(PATHS.accessibility, 'hygyrchedd')}.`),
          ),
        ),
      ],
    ),
    news: listingPage('Newyddion', 'newyddion', 'Newyddion', 'Y straeon diweddaraf o’r ardd, o’n gwaith gwyddonol ac o’n cymuned.'),
    events: listingPage(
      'Digwyddiadau',
      'digwyddiadau',
      'Beth sydd ymlaen',
      'Sgyrsiau, teithiau tywys, gweithdai, gwyliau a diwrnodau i’r teulu yn yr ardd.',
    ),
    people: listingPage('Ein pobl', 'ein-pobl', 'Ein pobl', 'Dewch i adnabod y garddwyr, y gwyddonwyr a’r staff sy’n gofalu am Millbrook.'),
    research: contentPage(
      'Ymchwil',
      'ymchwil',
      'Ymchwil ym Millbrook',
      'Mae ein gwyddonwyr yn astudio ac yn gwarchod planhigion Cymru, ac yn rhannu’r hyn maen nhw’n ei ddarganfod.',
      [
        markup(
          para(
            `Sefydlwyd Sefydliad Ymchwil Millbrook yn ${ORG.instituteFounded}. Heddiw mae tua deugain o wyddonwyr, technegwyr a myfyrwyr yn gweithio mewn pedwar maes.`,
          ),
        ),
        markup(
          html(
            ul([
              `${a(PATHS.conservationScience, 'Gwyddor cadwraeth')}: achub planhigion prin ac adfer cynefinoedd`,
              `${a(PATHS.plantHealth, 'Iechyd planhigion')}: dilyn plâu a chlefydau a chanfod coed sy’n eu gwrthsefyll`,
              `${a(PATHS.climateAndEcology, 'Hinsawdd ac ecoleg')}: sut mae planhigion yn ymateb i hinsawdd sy’n newid`,
              `${a(PATHS.collections, 'Casgliadau')}: y llysieufa a Banc Hadau Brodorol Cymru`,
            ]),
          ),
        ),
        imageBlock(welshImageOf(img.scene(12), 'Casgliadau hadau yn yr ystafell oer.')),
      ],
    ),
    'support-us': contentPage(
      'Ein cefnogi',
      'ein-cefnogi',
      'Cefnogi’r ardd',
      'Mae mynediad i’r ardd am ddim. Eich cefnogaeth chi sy’n ei chadw felly.',
      [
        markup(
          html(
            para(
              `Mae ${home} yn elusen gofrestredig (rhif ${ORG.charityNumber}). Daw’r rhan fwyaf o’n hincwm gan aelodau, rhoddwyr a grantiau, ac o’r arian y mae ymwelwyr yn ei wario yn ein caffi a’n siop.`,
            ),
            ul([
              `${a(PATHS.membership, 'Dewch yn aelod')} o £4 y mis`,
              `${a(PATHS.volunteering, 'Gwirfoddolwch')} gyda’n garddwyr, ein gwyddonwyr neu ein tîm dysgu`,
              'Gadewch rodd yn eich ewyllys',
            ]),
          ),
        ),
        imageBlock(welshImageOf(img.scene(16))),
      ],
    ),
    contact: contentPage(
      'Cysylltu â ni',
      'cysylltu-a-ni',
      'Cysylltu â ni',
      'Sut i gysylltu â ni dros y ffôn, drwy e-bost neu drwy’r post.',
      [
        markup(
          html(
            p(`${strong('Cyfeiriad:')} ${ORG.address}`),
            p(`${strong('Ffôn:')} ${ORG.phone} (9am tan 5pm, dydd Llun i ddydd Gwener)`),
            p(`${strong('E-bost:')} ${a(`mailto:${ORG.email}`, ORG.email)}`),
            p(`${strong('Ymholiadau’r wasg:')} ${a(`mailto:${ORG.pressEmail}`, ORG.pressEmail)}`),
            para(
              'Rydyn ni’n ceisio ateb pob neges o fewn tri diwrnod gwaith. Rydyn ni’n croesawu gohebiaeth yn Gymraeg a byddwn yn ateb yn Gymraeg heb oedi.',
            ),
          ),
        ),
      ],
    ),
    search: listingPage('Chwilio', 'chwilio', 'Chwilio’r wefan', 'Chwiliwch am dudalennau, newyddion, digwyddiadau a phobl.'),
    members: contentPage(
      'Ardal yr aelodau',
      'ardal-yr-aelodau',
      'Ardal yr aelodau',
      'Croeso’n ôl. Yma cewch chi gylchgrawn yr aelodau a theithiau tywys i aelodau yn unig.',
      [markup(html(para('Diolch i chi am gefnogi’r ardd. Dim ond aelodau sydd wedi mewngofnodi sy’n gallu gweld yr ardal hon.')))],
    ),
    privacy: contentPage(
      'Hysbysiad preifatrwydd',
      'hysbysiad-preifatrwydd',
      'Hysbysiad preifatrwydd',
      'Sut rydyn ni’n casglu, yn defnyddio ac yn diogelu eich gwybodaeth bersonol.',
      [
        markup(
          html(
            para(`${ORG.fullName} yw’r rheolydd data ar gyfer y wybodaeth bersonol a gesglir drwy’r wefan hon.`),
            para(
              'Rydyn ni’n defnyddio eich gwybodaeth i ddarparu’r gwasanaethau rydych chi’n gofyn amdanyn nhw, fel aelodaeth, archebion a chylchlythyrau, a fyddwn ni byth yn ei gwerthu. Gallwch ofyn i weld, cywiro neu ddileu’r wybodaeth sydd gennym amdanoch chi ar unrhyw adeg.',
            ),
            p(`Cwestiynau am breifatrwydd? Cysylltwch â’n harweinydd diogelu data drwy ${a(PATHS.contact, 'ein tudalen gysylltu')}.`),
          ),
        ),
      ],
    ),
    cookies: contentPage('Cwcis', 'cwcis', 'Cwcis', 'Y cwcis y mae’r wefan hon yn eu defnyddio a sut i’w rheoli.', [
      markup(
        html(
          para(
            'Rydyn ni’n defnyddio nifer fach o gwcis: mae rhai yn hanfodol i’ch cadw wedi mewngofnodi, ac mae eraill (dim ond gyda’ch caniatâd) yn ein helpu i ddeall sut mae’r wefan yn cael ei defnyddio.',
          ),
          ul(['Hanfodol: mewngofnodi a diogelwch', 'Dewisiadau: cofio eich iaith', 'Dadansoddi: ystadegau defnydd dienw (dewisol)']),
        ),
      ),
    ]),
  };
}
