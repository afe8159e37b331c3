import type { Words } from '../../src/app';

// Welsh has six plural forms (CLDR: zero, one, two, few, many, other), and a number mutates the noun after it:
// 1 canlyniad, 2 ganlyniad (soft), 3 chanlyniad and 6 chanlyniad (aspirate); a feminine noun after 1 and 2 is
// soft (1 dudalen, 2 dudalen), after 3 (tair) it is not, after 6 (chwe) aspirate (6 thudalen).
const RESULTS = 'zero {# canlyniad} one {# canlyniad} two {# ganlyniad} few {# chanlyniad} many {# chanlyniad} other {# canlyniad}';
const PAGES = 'zero {# tudalen} one {# dudalen} two {# dudalen} few {# tudalen} many {# thudalen} other {# tudalen}';

/** The site's words in Welsh. */
const cy: Words = {
  shell: {
    skipLink: 'Neidio i’r prif gynnwys',
    footer: '© {siteName}. Wedi’i adeiladu gyda Trellis.',
    searchLabel: 'Chwilio',
    searchButton: 'Chwilio',
    // A landmark's name, apart from the search page's own search box ("Chwilio’r wefan").
    searchRegion: 'Chwiliad y wefan',
    loading: 'Wrthi’n llwytho…',
    mainMenu: 'Prif ddewislen',
    signIn: 'Mewngofnodi',
    signedInAs: 'Wedi mewngofnodi fel',
    signOut: 'Allgofnodi',
    languageSwitcherLabel: 'Iaith',
    // A Welsh page's note: its own language is always Welsh ("yn Gymraeg", mutated), the content's is named in itself.
    missingVariationNote: 'Nid yw’r dudalen hon ar gael yn Gymraeg eto, felly fe’i dangosir yn ei hiaith wreiddiol: {contentLanguage}.',
  },
  errors: {
    notFoundTitle: 'Tudalen heb ei chanfod',
    notFoundBody: 'Ni allem ddod o hyd i {path}. Efallai ei bod wedi symud, neu fod gwall yn y cyfeiriad.',
    errorTitle: 'Aeth rhywbeth o’i le',
    errorBody: 'Ni allem ddangos y dudalen hon ar hyn o bryd. Rhowch gynnig arall arni ymhen ychydig.',
    homeLink: 'Mynd i’r hafan',
  },
  preview: {
    previewDrafts: 'Rhagolwg: rydych yn gweld y fersiynau diweddaraf, gan gynnwys drafftiau.',
    previewPublished: 'Rhagolwg: rydych yn gweld y fersiwn a gyhoeddwyd. Nid yw’r cyfeiriad hwn byth yn dangos drafftiau.',
    previewLive: 'Rhagolwg byw: rydych yn gweld y newidiadau sy’n cael eu gwneud yn y golygydd, heb eu cadw eto.',
    shareLabel: 'Rhannu’r rhagolwg hwn',
    // Munud after a number: 2 funud (soft), otherwise unchanged (1 munud, 3 munud, 60 munud).
    shareLink: 'Gall unrhyw un sydd â’r ddolen hon weld y rhagolwg hwn ar y wefan gyhoeddus am {minutes, plural, two {# funud} other {# munud}}.',
  },
  lists: {
    empty: 'Does dim byd i’w ddangos yma eto.',
    pastEnd: `Mae tudalen {page} y tu hwnt i’r diwedd: {pageCount, plural, ${PAGES}} sydd i’r rhestr hon.`,
    lastPageLink: 'Mynd i’r dudalen olaf',
    heading: 'Tudalennau yn yr adran hon',
    summaryAll: `{total, plural, ${PAGES}}`,
    summaryRange: '{first}–{last} o {total} tudalen',
    pagesOfList: 'Tudalennau’r rhestr hon',
    previous: 'Blaenorol',
    next: 'Nesaf',
    // "Tudalen flaenorol" puts the noun first: the visible word says enough on its own.
    pageSuffix: '',
    pageNumber: 'Tudalen {page}',
  },
  search: {
    siteTermLabel: 'Chwilio’r wefan',
    loading: 'Wrthi’n llwytho’r chwilio…',
    termLabel: 'Chwilio',
    summaryNone: 'Dim canlyniadau',
    summaryNoneOnPage: 'Dim canlyniadau ar dudalen {page, number}',
    summaryAll: `{total, plural, ${RESULTS}}`,
    summaryRange: `{first, number}–{last, number} o {total, plural, ${RESULTS}}`,
    summaryFor: '{summary} ar gyfer “{term}”',
    pastEnd: `Mae tudalen {page, number} y tu hwnt i’r diwedd: {pageCount, plural, ${PAGES}} sydd i’r canlyniadau hyn.`,
    lastPageLink: 'Mynd i’r dudalen olaf',
    noResults: 'Dim canlyniadau.',
    noResultsFor: 'Dim canlyniadau ar gyfer “{term}”.',
    fewerFilters: 'Efallai y cewch ragor gyda llai o hidlyddion.',
    clearFilters: 'Clirio pob hidlydd',
    spellingHint: 'Gwiriwch y sillafu, neu rhowch gynnig ar eiriau llai neu fwy cyffredinol.',
    unavailable: 'Nid yw’r chwilio ar gael ar hyn o bryd.',
    tryAgain: 'Rhowch gynnig arall arni ymhen ychydig.',
    results: 'Canlyniadau',
    featured: 'Dan sylw',
    pagesOfResults: 'Tudalennau o ganlyniadau',
    previous: 'Blaenorol',
    next: 'Nesaf',
    pageSuffix: '',
    pageNumber: 'Tudalen {page}',
    showEarlier: 'Dangos canlyniadau cynharach',
    showMoreCount: 'Dangos {count, number} arall',
    showMore: 'Dangos rhagor',
    sections: 'Adrannau chwilio',
    filterResults: 'Hidlo’r canlyniadau',
    applyFilters: 'Defnyddio’r hidlyddion',
    currentFilters: 'Hidlyddion cyfredol',
    removeFilter: 'Tynnu {label}',
    anyChoice: 'Unrhyw un',
    // No preposition before the title: it would have to mutate, and a value cannot.
    findChoice: 'Chwilio drwy’r dewisiadau ({title})',
    choicesFailed: 'Nid oedd modd llwytho’r dewisiadau hyn.',
    dateFromLabel: 'O',
    dateToLabel: 'Hyd at',
    applyDates: 'Defnyddio’r dyddiadau',
    clearDates: 'Clirio’r dyddiadau',
    sortBy: 'Trefnu yn ôl',
    defaultOrder: 'Trefn arferol',
    perPage: 'Canlyniadau fesul tudalen',
    dateBetween: '{from} i {to}',
    dateFrom: 'o {from}',
    dateUntil: 'tan {to}',
  },
  email: {
    greeting: 'Helo,',
    greetingNamed: 'Helo {name},',
    linkFallback: 'Os nad yw’r ddolen yn gweithio, copïwch y cyfeiriad hwn i’ch porwr: {link}',
    // Awr is feminine and begins with a vowel: no number changes it (1 awr, 2 awr, 3 awr, 6 awr).
    hours: '{hours, plural, other {# awr}}',
    minutes: '{minutes, plural, two {# funud} other {# munud}}',
    resetSubject: 'Ailosod eich cyfrinair ar gyfer {site}',
    resetBefore: 'Gofynnodd rhywun am ailosod cyfrinair eich cyfrif {site}. Mae’r ddolen yn gweithio unwaith, am {duration}.',
    resetAction: 'Dewis cyfrinair newydd',
    resetAfter: 'Os nad chi ofynnodd am hyn, anwybyddwch yr e-bost hwn: bydd eich cyfrinair yn aros fel y mae.',
    verifySubject: 'Cadarnhewch eich cyfeiriad e-bost ar gyfer {site}',
    verifyBefore:
      'Dechreuwyd cyfrif ar {site} gyda’r cyfeiriad e-bost hwn. Os mai chi oedd hyn, agorwch y ddolen i gadarnhau’r cyfeiriad a dewis y cyfrinair y byddwch yn mewngofnodi ag ef; mae’r ddolen yn gweithio am {duration}.',
    verifyAction: 'Cadarnhau fy nghyfeiriad e-bost',
    verifyAfter:
      'Os nad chi oedd hyn, anwybyddwch yr e-bost hwn: nid yw’r cyfrif wedi’i agor, ac ni all neb fewngofnodi gyda’r cyfeiriad hwn heb y ddolen. Os hoffech gael cyfrif {site} eich hun, bydd y ddolen yn ei greu i chi.',
    confirmSubject: 'Dewiswch eich cyfrinair ar gyfer {site} a chadarnhau eich cyfeiriad e-bost',
    confirmBefore:
      'Gofynnodd rhywun am gyfrinair newydd ar gyfer cyfrif {site} y cyfeiriad e-bost hwn, nad yw wedi’i gadarnhau eto. Mae’r ddolen yn gadael i chi ddewis y cyfrinair ac yn cadarnhau’r cyfeiriad ar yr un pryd; mae’n gweithio am {duration}.',
    confirmAction: 'Dewis fy nghyfrinair',
    confirmAfter:
      'Os nad chi oedd hyn, anwybyddwch yr e-bost hwn: bydd y cyfrif yn aros ar gau, ac ni all neb fewngofnodi gyda’r cyfeiriad hwn heb y ddolen.',
    registeredSubject: 'Mae gennych gyfrif {site} yn barod',
    registeredBefore:
      'Ceisiodd rhywun gofrestru gyda’r cyfeiriad e-bost hwn, sydd eisoes â chyfrif {site}. Os mai chi oedd hyn, mewngofnodwch, neu dewiswch gyfrinair newydd os ydych wedi’i anghofio.',
    registeredAction: 'Ailosod fy nghyfrinair',
    registeredAfter: 'Os nad chi oedd hyn, gallwch anwybyddu’r e-bost hwn.',
  },
};

export default cy;
