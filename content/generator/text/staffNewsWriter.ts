// Staff news for the intranet: short, practical notices.
import type { Random } from '../random';
import { STAFF_TOPIC } from '../model/taxonomy';
import { a, html, p, para, strong } from './markup';
import { longDate } from '../dates';
import { personName } from './peopleNames';
import { GARDEN_AREAS } from './vocabulary';

export interface StaffNewsCopy {
  title: string;
  summary: string;
  body: string;
  topics: string[];
}

export function writeStaffNews(rng: Random, dateIso: string): StaffNewsCopy {
  const when = longDate(dateIso);
  const kind = rng.int(0, 5);
  switch (kind) {
    case 0: {
      const system = rng.pick([
        'the booking system',
        'staff email',
        'the finance system',
        'the Wi-Fi in the Science Wing',
        'the visitor till system',
      ]);
      return {
        title: `Planned maintenance: ${system}`,
        summary: `${system.charAt(0).toUpperCase()}${system.slice(1)} will be unavailable for a short time for planned maintenance.`,
        body: html(
          para(
            `The IT team will carry out planned maintenance on ${system} on the evening after ${when}. Expect up to two hours of downtime from 6pm.`,
          ),
          p(
            `Please save your work and log out before you leave. If anything is still not working the next morning, see ${a('/it-and-systems', 'IT and systems')} for how to contact the helpdesk.`,
          ),
        ),
        topics: [STAFF_TOPIC.it],
      };
    }
    case 1: {
      const names = [personName(rng), personName(rng), personName(rng)];
      return {
        title: `Welcome to our new starters`,
        summary: `Please say hello to ${names.length} colleagues who joined us this month.`,
        body: html(
          para(
            `This month we welcome ${names.join(', ')} to the team. You will see them around the garden over the coming weeks as they complete their induction.`,
          ),
          para('If you are a line manager with a new starter, remember to book their health and safety induction in their first week.'),
        ),
        topics: [STAFF_TOPIC.people, STAFF_TOPIC.announcements],
      };
    }
    case 2: {
      const area = rng.pick(GARDEN_AREAS);
      return {
        title: `Works in the ${area}`,
        summary: `Contractors will be working in the ${area}; please follow the signed diversions.`,
        body: html(
          para(
            `From ${when}, contractors will be working in the ${area} for around ${rng.int(2, 8)} weeks. The area will be fenced and visitors will be diverted.`,
          ),
          p(`${strong('Vehicles:')} please use the service yard gate only between 8am and 9.30am while works are under way.`),
          p(`Questions? Contact the facilities team via ${a('/contacts', 'key contacts')}.`),
        ),
        topics: [STAFF_TOPIC.facilities],
      };
    }
    case 3:
      return {
        title: rng.pick([
          'Staff social: summer picnic on the Great Lawn',
          'Staff quiz night in the Courtyard Café',
          'Winter staff party',
          'Staff plant swap',
        ]),
        summary: 'Everyone is welcome, including volunteers. Bring a friend from another team.',
        body: html(
          para(`Join colleagues on ${when} from 5.30pm. Food and soft drinks are provided by the social committee.`),
          para('Please let your manager know if you have any dietary or access needs so we can plan for everyone.'),
        ),
        topics: [STAFF_TOPIC.social],
      };
    case 4:
      return {
        title: rng.pick([
          'Reminder: working at height',
          'Manual handling refresher training',
          'Fire drill this week',
          'Glasshouse heat: stay safe',
        ]),
        summary: 'A short safety reminder for all teams.',
        body: html(
          para(
            `Our next round of safety refreshers starts on ${when}. All staff who work outdoors or in the glasshouses must attend one session each year.`,
          ),
          p(`The full guidance is in ${a('/health-and-safety', 'health and safety')}. Report any near miss to your manager the same day.`),
        ),
        topics: [STAFF_TOPIC.safety],
      };
    default:
      return {
        title: rng.pick([
          'Update from the Director',
          'Our plan for the year ahead',
          'Annual staff survey results',
          'Thank you for a record summer',
        ]),
        summary: 'News from the leadership team about the garden’s plans and priorities.',
        body: html(
          para(
            `Thank you to everyone for your hard work. Visitor numbers, memberships and school bookings are all up on last year, and our scientists have had a busy season in the field.`,
          ),
          para(
            `We will share more detail at the all-staff briefing on ${when}. Please send any questions in advance to the Director’s office.`,
          ),
        ),
        topics: [STAFF_TOPIC.announcements],
      };
  }
}
