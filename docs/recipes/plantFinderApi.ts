// The endpoint the plantFinder listing calls: an Express handler for GET /api/plant-finder. It answers a paged list
// of entries (or a plain array of them); each needs the `sys` fields a result links by (id, contentTypeId, uri).
import type { RequestHandler } from 'express';

interface FoundPlant {
  sys: { id: string; contentTypeId: string; dataFormat: 'entry'; language: string; uri: string };
  entryTitle: string;
  entryDescription: string;
  colour: string;
}

const plant = (id: string, name: string, colour: string, description: string): FoundPlant => ({
  sys: { id, contentTypeId: 'plant', dataFormat: 'entry', language: 'en-GB', uri: `/plants/${id}` },
  entryTitle: name,
  entryDescription: description,
  colour,
});

// Stands in for the service the site really asks (a nursery's stock, a specimen database).
const PLANTS = [
  plant('bluebell', 'Bluebell', 'blue', 'Carpets the woodland floor in May.'),
  plant('wood-anemone', 'Wood anemone', 'white', 'An early flower of old woodland.'),
  plant('water-forget-me-not', 'Water forget-me-not', 'blue', 'Along the stream by the Rock Garden.'),
];

const param = (value: unknown): string => (typeof value === 'string' ? value : '');

export const plantFinder: RequestHandler = (req, res) => {
  const term = param(req.query.term).toLowerCase();
  const colours = param(req.query.colour).split(',').filter(Boolean);
  const pageSize = Math.min(Math.max(Number(param(req.query.pageSize)) || 10, 1), 50);
  const pageIndex = Math.max(Number(param(req.query.pageIndex)) || 0, 0);
  const found = PLANTS.filter(
    (item) => (!term || item.entryTitle.toLowerCase().includes(term)) && (colours.length === 0 || colours.includes(item.colour)),
  );
  res.json({
    items: found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize),
    totalCount: found.length,
    pageCount: Math.ceil(found.length / pageSize),
    pageIndex,
    pageSize,
  });
};
