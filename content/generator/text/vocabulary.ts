// Word lists the sentence templates draw from. Real plant names are facts; people,
// partner organisations and places at the garden are invented.

export const FIRST_NAMES = [
  'Aled', 'Bethan', 'Carys', 'Dafydd', 'Eleri', 'Ffion', 'Gareth', 'Hywel', 'Iolo', 'Lowri', 'Megan', 'Nia',
  'Owain', 'Rhian', 'Sioned', 'Tomos', 'Alice', 'Ben', 'Chloe', 'Daniel', 'Emma', 'Freya', 'George', 'Hannah',
  'Isaac', 'Jasmine', 'Kieran', 'Laura', 'Matthew', 'Naomi', 'Oliver', 'Poppy', 'Rachel', 'Samuel', 'Tara',
  'Ursula', 'Victor', 'William', 'Yasmin', 'Zara', 'Amir', 'Chen', 'Divya', 'Femi', 'Ingrid', 'Joaquín',
  'Kasia', 'Leila', 'Mateo', 'Nadia', 'Oskar', 'Priya', 'Ravi', 'Sofia', 'Tariq', 'Yusuf', 'Aoife', 'Ciarán',
  'Mhairi', 'Rory',
] as const;

export const LAST_NAMES = [
  'Jones', 'Williams', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Hughes', 'Lewis', 'Morgan', 'Griffiths',
  'Price', 'Powell', 'Pritchard', 'Rees', 'Howells', 'Jenkins', 'Lloyd', 'Owen', 'Parry', 'Vaughan',
  'Bennett', 'Clarke', 'Fletcher', 'Harrison', 'Holloway', 'Kaur', 'Khan', 'Mensah', 'Novak', 'Okafor',
  'Patel', 'Quinn', 'Reyes', 'Sato', 'Fraser', 'Whitfield', 'Ashworth', 'Byrne', 'Castellano', 'Dunmore',
  'Ellison', 'Farrow', 'Garside', 'Hartley', 'Ivanova', 'Kowalski', 'Lindqvist', 'Moreau', 'Nakamura', 'Oduya',
  'Pereira', 'Rahman', 'Sinclair', 'Thorne', 'Underwood', 'Varga', 'Walsh', 'Yilmaz', 'Zhou', 'Abbott',
] as const;

export interface Plant {
  common: string;
  latin: string;
  origin: string;
  house: string;
}

export const PLANTS: readonly Plant[] = [
  { common: 'titan arum', latin: 'Amorphophallus titanum', origin: 'Sumatran', house: 'Palm House' },
  { common: 'Welsh poppy', latin: 'Papaver cambricum', origin: 'Welsh', house: 'Woodland Garden' },
  { common: 'Snowdon lily', latin: 'Gagea serotina', origin: 'Welsh mountain', house: 'Alpine House' },
  { common: 'Great Orme berry', latin: 'Cotoneaster cambricus', origin: 'north Welsh', house: 'Rock Garden' },
  { common: 'wild service tree', latin: 'Sorbus torminalis', origin: 'native British', house: 'Arboretum' },
  { common: 'Wollemi pine', latin: 'Wollemia nobilis', origin: 'Australian', house: 'Temperate House' },
  { common: 'jade vine', latin: 'Strongylodon macrobotrys', origin: 'Philippine', house: 'Palm House' },
  { common: 'giant waterlily', latin: 'Victoria amazonica', origin: 'Amazonian', house: 'Waterlily House' },
  { common: 'dragon tree', latin: 'Dracaena draco', origin: 'Canary Island', house: 'Temperate House' },
  { common: 'lady’s slipper orchid', latin: 'Cypripedium calceolus', origin: 'native British', house: 'Alpine House' },
  { common: 'Ley’s whitebeam', latin: 'Sorbus leyana', origin: 'Brecon Beacons', house: 'Arboretum' },
  { common: 'tree fern', latin: 'Dicksonia antarctica', origin: 'Tasmanian', house: 'Fern Gully' },
  { common: 'corpse lily', latin: 'Rafflesia arnoldii', origin: 'Bornean', house: 'Palm House' },
  { common: 'Chilean bellflower', latin: 'Lapageria rosea', origin: 'Chilean', house: 'Temperate House' },
  { common: 'purple saxifrage', latin: 'Saxifraga oppositifolia', origin: 'Arctic-alpine', house: 'Alpine House' },
  { common: 'wild daffodil', latin: 'Narcissus pseudonarcissus', origin: 'native Welsh', house: 'Woodland Garden' },
  { common: 'Dawyck beech', latin: 'Fagus sylvatica ‘Dawyck’', origin: 'Scottish-raised', house: 'Arboretum' },
  { common: 'cycad', latin: 'Encephalartos woodii', origin: 'South African', house: 'Palm House' },
  { common: 'yellow water-lily', latin: 'Nuphar lutea', origin: 'native British', house: 'Lily Pond' },
  { common: 'Himalayan blue poppy', latin: 'Meconopsis betonicifolia', origin: 'Himalayan', house: 'Woodland Garden' },
] as const;

export const PLANT_GROUPS = [
  'native orchids', 'upland ferns', 'wildflower meadows', 'rare whitebeams', 'mountain saxifrages', 'heathland heathers',
  'woodland bryophytes', 'coastal grasses', 'wetland sedges', 'crop wild relatives', 'veteran oaks', 'alpine sedges',
] as const;

export const HABITATS = [
  'upland hay meadows', 'coastal sand dunes', 'temperate rainforest', 'lowland raised bogs', 'limestone grasslands',
  'ancient woodland', 'river corridors', 'salt marshes', 'heathland', 'urban green spaces',
] as const;

export const REGIONS = [
  'the Brecon Beacons', 'the Gower peninsula', 'the Cambrian Mountains', 'the Vale of Glamorgan', 'the Severn Estuary',
  'Snowdonia', 'the Pembrokeshire coast', 'the south Wales valleys', 'the Wye Valley', 'Anglesey',
] as const;

/** Tree pests and diseases with the trees they attack. */
export const TREE_THREATS: ReadonlyArray<{ name: string; trees: readonly string[] }> = [
  { name: 'ash dieback', trees: ['ash'] },
  { name: 'Phytophthora root rot', trees: ['larch', 'juniper', 'beech'] },
  { name: 'oak processionary moth', trees: ['oak'] },
  { name: 'acute oak decline', trees: ['oak'] },
  { name: 'Dutch elm disease', trees: ['elm'] },
  { name: 'larch disease', trees: ['larch'] },
  { name: 'juniper dieback', trees: ['juniper'] },
  { name: 'beech bark disease', trees: ['beech'] },
];

export const GARDEN_AREAS = [
  'Palm House', 'Temperate House', 'Alpine House', 'walled garden', 'kitchen garden', 'arboretum', 'rock garden',
  'woodland garden', 'lily pond', 'wildflower meadow', 'herb garden', 'community orchard', 'fern gully',
] as const;

export const PARTNERS = [
  'the Glamorgan Meadows Trust', 'the Brecon Uplands Partnership', 'the Severn Wetlands Forum', 'the Taff Valley Tree Wardens',
  'the Cambrian Seed Network', 'the Welsh Herbarium Alliance', 'the Coastal Dunes Project', 'the Gwent Orchard Society',
  'the South Wales Pollinator Network', 'the Upland Farmers’ Conservation Group',
] as const;

export const FUNDERS = [
  'the National Lottery Heritage Fund', 'the Millbrook Friends', 'the Davies Family Foundation', 'the Green Futures Trust',
  'the Plant Heritage Research Fund', 'an anonymous legacy',
] as const;

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;

export const VOLUNTEER_ROLES = [
  'garden guides', 'seed-cleaning volunteers', 'herbarium volunteers', 'family trail helpers', 'meadow surveyors',
  'orchard volunteers', 'welcome desk volunteers',
] as const;

export const SCHOOL_GROUPS = ['primary schools', 'secondary schools', 'home-education groups', 'further education colleges'] as const;

export const HOBBIES = [
  'grows too many tomatoes on an allotment in Canton', 'sings with a male voice choir', 'runs the Taff Trail most weekends',
  'paints watercolours of lichens', 'keeps bees', 'is learning Welsh', 'walks the Pembrokeshire coast path a stretch at a time',
  'plays cello in a community orchestra', 'restores old bicycles', 'bakes bara brith for the staff room',
  'swims in the sea all year round', 'volunteers at a repair café',
] as const;

export const PREVIOUS_ORGANISATIONS = [
  'a national park authority', 'a university plant sciences department', 'a seed company in the Netherlands',
  'a wildlife trust in the north of England', 'a historic garden in Cornwall', 'an environmental consultancy',
  'a secondary school in Swansea', 'a museum in Edinburgh', 'a city council parks team', 'a charity in Bristol',
] as const;
