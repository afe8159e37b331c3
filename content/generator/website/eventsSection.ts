// Generated events from a couple of months ago to a few years ahead, attached under /events.
import type { PackNode } from '../../../contract';
import { CONTENT_TYPE } from '../model/contentTypes';
import { EVENT_CATEGORY } from '../model/taxonomy';
import { draftOf, makeEntry, taxonomyValue, variationOf } from '../model/entries';
import { WELSH } from '../text/welsh/corePages';
import { festivalCy, welshMonthYear } from '../text/welsh/festivals';
import { welshImageOf } from '../text/welsh/sceneAltText';
import { entryId, nodeId } from '../ids';
import { randomFor } from '../random';
import { SlugRegister, slugify } from '../slug';
import { addDays, addMinutes, isoFromReference, monthYear, REFERENCE_DATE } from '../dates';
import { imageOf } from '../media/library';
import { describeEvent, EVENT_CATEGORIES, planEvent } from '../text/eventWriter';
import { every, type SectionContext } from './sectionContext';

const P = 'website';

const eventEntryId = (i: number): string => entryId(P, 'event', i);

const round = (n: number, places: number): number => Math.round(n * 10 ** places) / 10 ** places;

export async function generateEvents(ctx: SectionContext, parent: PackNode, slugs: SlugRegister): Promise<number> {
  const { plan } = ctx;
  const writer = ctx.writer('events');
  const spanDays = Math.min(1460, Math.max(180, plan.events * 4));
  for (let i = 0; i < plan.events; i++) {
    const rng = randomFor(ctx.seed, P, 'event', i);
    const category = rng.pick(EVENT_CATEGORIES);
    const day = -60 + rng.int(0, spanDays + 60);
    const shape = planEvent(rng, category, new Date(isoFromReference(day)).getUTCMonth() + 1);
    const from = isoFromReference(day, shape.startHour, shape.startMinute);
    const to = addMinutes(addDays(from, shape.extraDays), shape.durationMinutes);
    const { summary, body, choices } = describeEvent(rng, category, shape, from, to);
    const welsh = category === 'festivals' ? festivalCy({ ...shape, venue: shape.venue.name }, from, to, choices) : undefined;
    const attached = !every(i, 37, 8);
    const base = slugify(`${shape.title} ${monthYear(from)}`);
    const slug = attached ? slugs.claim(base) : base;
    const announced = Date.parse(from) < REFERENCE_DATE ? from : isoFromReference(0, 9);
    const created = addMinutes(addDays(announced, -rng.int(10, 90)), rng.int(0, 420));
    const imageIndex = rng.int(0, plan.scenes - 1);
    const entry = makeEntry(
      {
        title: shape.title,
        summary,
        dateRange: { from, to },
        location: { lat: round(shape.venue.lat, 5), lon: round(shape.venue.lon, 5) },
        venue: shape.venue.name,
        category: taxonomyValue(EVENT_CATEGORY[category]),
        price: shape.price,
        image: imageOf(ctx.images.scene(imageIndex)),
        body,
      },
      {
        id: eventEntryId(i),
        projectId: P,
        contentTypeId: CONTENT_TYPE.event,
        title: shape.title,
        description: summary,
        slug,
        created,
        includeInSearch: !every(i, 31, 9),
        availableLanguages: welsh ? ['en-GB', WELSH] : undefined,
      },
    );
    const group = [entry];
    if (every(i, 25, 4)) {
      const title = `${shape.title}: fully booked`;
      const draftSummary = 'This event is now fully booked. Join the waiting list at the welcome desk or by phone.';
      group.push(draftOf(entry, { title, description: draftSummary, fields: { title, summary: draftSummary }, daysLater: rng.int(1, 10) }));
    }
    if (welsh) {
      const fields = {
        title: welsh.title,
        summary: welsh.summary,
        venue: welsh.venue,
        image: welshImageOf(ctx.images.scene(imageIndex)),
        body: welsh.body,
      };
      group.push(variationOf(entry, WELSH, fields, welsh.title, welsh.summary, slugify(`${welsh.title} ${welshMonthYear(from)}`)));
    }
    await writer.add(group);
    if (attached)
      (parent.children ??= []).push({
        id: nodeId(P, 'event', i),
        slug,
        displayName: welsh ? { 'en-GB': shape.title, [WELSH]: welsh.title } : shape.title,
        entryId: entry.sys.id,
        includeInMenu: false,
      });
  }
  await writer.close();
  return writer.written;
}
