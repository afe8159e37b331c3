import { awaitedAddresses } from './awaitedAddresses';

it("a chosen address's location is covered once; a location nobody chose is not", () => {
  const awaited = awaitedAddresses();
  awaited.chosen('/news?topic=a');
  expect(awaited.arrived('/news?topic=a')).toBe(true);
  // The same address again later (back, then forward) is a new location to search.
  expect(awaited.arrived('/news?topic=a')).toBe(false);
  expect(awaited.arrived('/news')).toBe(false);
});

it("quick choices: each location that comes in order is covered, a newer choice's search being under way", () => {
  const awaited = awaitedAddresses();
  awaited.chosen('/news?topic=a');
  awaited.chosen('/news?topic=a,b');
  expect(awaited.arrived('/news?topic=a')).toBe(true);
  expect(awaited.arrived('/news?topic=a,b')).toBe(true);
});

it('back or forward meanwhile (a location nobody chose) forgets the choices waiting', () => {
  const awaited = awaitedAddresses();
  awaited.chosen('/news?topic=a');
  expect(awaited.arrived('/news?year=2024')).toBe(false);
  expect(awaited.arrived('/news?topic=a')).toBe(false);
});

it('remembers the latest eight choices only', () => {
  const choose = () => {
    const awaited = awaitedAddresses();
    for (let i = 0; i < 20; i++) awaited.chosen(`/news?page=${i}`);
    return awaited;
  };
  expect(choose().arrived('/news?page=11')).toBe(false);
  expect(choose().arrived('/news?page=12')).toBe(true);
});
