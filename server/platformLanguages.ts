// A real Contensis project says its own languages (`GET /api/delivery/projects/{id}`): a project that PROJECTS gives
// none is asked once, before its first page, so an operator never has to repeat what the CMS already knows.
import type { RequestHandler } from 'express';
import type { ProjectConfig } from '../src/features/routing';
import { requestHost } from './hosts';
import type { Logger } from './logger';

/** A project's languages as the platform answers them. */
export interface ProjectLanguages {
  primaryLanguage: string;
  supportedLanguages: string[];
}

export interface PlatformLanguagesOptions {
  /** The projects a request's host may show (DeliveryFactory.projectsFor). */
  projectsFor(hostname: string): ProjectConfig[];
  /** Asks the platform for a project's languages; rejects with a reason the log can show. */
  fetchLanguages(projectId: string): Promise<ProjectLanguages>;
  logger: Logger;
  /** After a failure, how long requests go on without asking again (they show DEFAULT_LANGUAGE alone meanwhile). */
  retryAfterMs?: number;
  /** How long an answer is kept before it is asked again in the background (a project can gain a language). */
  refreshAfterMs?: number;
  now?: () => number;
}

const LANGUAGE_CODE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The languages in a Delivery API project answer, or why it has none usable. */
export function readProjectLanguages(body: unknown): ProjectLanguages {
  const project = (body ?? {}) as { primaryLanguage?: unknown; supportedLanguages?: unknown };
  const { primaryLanguage, supportedLanguages } = project;
  if (typeof primaryLanguage !== 'string' || !LANGUAGE_CODE.test(primaryLanguage)) {
    throw new Error('the project has no primaryLanguage that is a language code');
  }
  const supported = Array.isArray(supportedLanguages) ? supportedLanguages : [];
  const codes = supported.filter((code): code is string => typeof code === 'string' && LANGUAGE_CODE.test(code));
  return { primaryLanguage, supportedLanguages: codes.includes(primaryLanguage) ? codes : [primaryLanguage, ...codes] };
}

/** Asks a Delivery API for a project's languages, with the site's credentials and a time limit. */
export function deliveryProjectLanguages(
  rootUrl: string,
  headers: () => Promise<Record<string, string>>,
  timeoutMs: number,
): (projectId: string) => Promise<ProjectLanguages> {
  return async (projectId) => {
    const url = `${rootUrl.replace(/\/+$/, '')}/api/delivery/projects/${encodeURIComponent(projectId)}`;
    const response = await fetch(url, {
      headers: { accept: 'application/json', ...(await headers()) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`the platform answered ${response.status}`);
    return readProjectLanguages(await response.json());
  };
}

interface Known {
  asked: Promise<void> | null;
  /** When to ask again. */
  next: number;
  /** Whether the project has the platform's languages (a later failed refresh keeps them). */
  ok: boolean;
}

/**
 * Middleware: before a request of a project whose languages are not configured, the platform's answer for it
 * (asked once; later requests wait for the same answer). Kept and refreshed in the background; a failure is logged,
 * the request goes on in the default language, and the platform is asked again after `retryAfterMs`.
 */
export function platformLanguages(options: PlatformLanguagesOptions): RequestHandler {
  const { projectsFor, fetchLanguages, logger, retryAfterMs = 30_000, refreshAfterMs = 10 * 60_000, now = Date.now } = options;
  const known = new Map<ProjectConfig, Known>();

  const ask = (project: ProjectConfig, entry: Known): Promise<void> => {
    const asked = fetchLanguages(project.id).then(
      (languages) => {
        const changed =
          project.primaryLanguage !== languages.primaryLanguage ||
          (project.supportedLanguages ?? []).join() !== languages.supportedLanguages.join();
        Object.assign(project, languages);
        if (changed) logger.info({ project: project.id, ...languages }, "The project's languages, from the platform");
        Object.assign(entry, { asked: null, next: now() + refreshAfterMs, ok: true });
      },
      (error: unknown) => {
        logger.warn(
          { project: project.id, reason: error instanceof Error ? error.message : String(error) },
          entry.ok
            ? "The platform did not say the project's languages: its pages keep the languages it said before"
            : "The platform did not say the project's languages: its pages show the default language until it does",
        );
        Object.assign(entry, { asked: null, next: now() + retryAfterMs });
      },
    );
    entry.asked = asked;
    return asked;
  };

  return (req, _res, next) => {
    const waits: Promise<void>[] = [];
    for (const project of projectsFor(requestHost(req))) {
      let entry = known.get(project);
      if (!entry) {
        // Languages that PROJECTS gives are the operator's word: never asked.
        if (project.primaryLanguage) continue;
        entry = { asked: null, next: 0, ok: false };
        known.set(project, entry);
      }
      if (entry.asked) {
        if (!entry.ok) waits.push(entry.asked);
        continue;
      }
      if (now() < entry.next) continue;
      // Without languages yet the request waits for them; with some it goes on and they are refreshed behind it.
      if (entry.ok) void ask(project, entry);
      else waits.push(ask(project, entry));
    }
    if (waits.length === 0) return next();
    Promise.all(waits).then(() => next(), next);
  };
}
