// The fictional organisation every page talks about. Facts live here once so the core pages,
// generated articles and the annual report never contradict each other.

export const ORG = {
  name: 'Millbrook Botanic Garden',
  fullName: 'Millbrook Botanic Garden & Research Institute',
  welshName: 'Gardd Fotaneg Millbrook',
  shortName: 'Millbrook',
  city: 'Cardiff',
  address: 'Millbrook Lane, Llandaff North, Cardiff CF14 2ZX',
  phone: '029 2018 0472',
  email: 'hello@millbrook.example',
  pressEmail: 'press@millbrook.example',
  membershipEmail: 'members@millbrook.example',
  founded: 1889,
  palmHouseBuilt: 1896,
  instituteFounded: 1962,
  seedBankFounded: 1998,
  hectares: 14,
  taxa: '9,200',
  herbariumSpecimens: '142,000',
  staff: 210,
  volunteers: 430,
  charityNumber: '1012889',
  /** The main gate, used for on-site event locations. */
  location: { lat: 51.5046, lon: -3.2195 },
} as const;
