// Distance units accepted by distanceWithin and the great-circle distance used to test and sort by them.
import type { DistanceUnit } from './queryModel';

/** Metres per unit. */
export const UNIT_METRES: Record<DistanceUnit, number> = {
  mi: 1609.344,
  yd: 0.9144,
  ft: 0.3048,
  in: 0.0254,
  km: 1000,
  m: 1,
  cm: 0.01,
  mm: 0.001,
  NM: 1852,
};

const UNIT_NAMES: Record<string, DistanceUnit> = {
  mi: 'mi',
  miles: 'mi',
  mile: 'mi',
  yd: 'yd',
  yards: 'yd',
  yard: 'yd',
  ft: 'ft',
  feet: 'ft',
  foot: 'ft',
  in: 'in',
  inch: 'in',
  inches: 'in',
  km: 'km',
  kilometers: 'km',
  kilometres: 'km',
  kilometer: 'km',
  kilometre: 'km',
  m: 'm',
  meters: 'm',
  metres: 'm',
  meter: 'm',
  metre: 'm',
  cm: 'cm',
  centimeters: 'cm',
  centimetres: 'cm',
  centimeter: 'cm',
  centimetre: 'cm',
  mm: 'mm',
  millimeters: 'mm',
  millimetres: 'mm',
  millimeter: 'mm',
  millimetre: 'mm',
  nm: 'NM',
  nmi: 'NM',
  nauticalmiles: 'NM',
  nauticalmile: 'NM',
};

export interface ParsedDistance {
  distance: number;
  unit: DistanceUnit;
  metres: number;
}

/** Reads `10mi`, `2.5 km`, `500` (metres, Elasticsearch's default unit). Returns null when it is not a distance. */
export function parseDistance(text: string): ParsedDistance | null {
  // Trimmed first: with `\s*` on both sides of an empty unit the expression would be quadratic in runs of spaces.
  const m = /^(\d+(?:\.\d+)?|\.\d+)\s*([A-Za-z]*)$/.exec(text.trim());
  if (!m) return null;
  const distance = Number(m[1]);
  const unit = m[2] === '' ? 'm' : UNIT_NAMES[m[2].toLowerCase()];
  if (!unit || !Number.isFinite(distance)) return null;
  return { distance, unit, metres: distance * UNIT_METRES[unit] };
}

/** Mean earth radius in metres (the value Elasticsearch uses for arc distances). */
const EARTH_RADIUS = 6_371_008.7714;
const RAD = Math.PI / 180;

/** Haversine distance in metres. */
export function haversineMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(a)));
}
