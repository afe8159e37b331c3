import type { SiteWords } from '../src/app';

/** The words of the core's parts as this site says them (the rest keep the core's defaults). */
export const words: Partial<SiteWords> = {
  footer: '© {siteName}. Built with Trellis.',
};
