import { formatMessage, type Translate } from '../../lib/i18n';
import type { Site } from '../site/defineSite';
import type { MessageId } from './catalogue';

/** A language's words on the server (emails, plain error pages): every area. */
export interface ServerWords {
  /** The catalogue's language (the primary language's when the site has none for the one asked). */
  language: string;
  t: Translate<MessageId>;
}

export async function wordsFor(site: Pick<Site, 'catalogues'>, language: string): Promise<ServerWords> {
  const loaded = await site.catalogues.load(language);
  return {
    language: loaded.language,
    t: (id, values) => {
      const message = loaded.messages[id];
      if (!message) throw new Error(`No message "${id}" in the words of ${loaded.language}`);
      return formatMessage(message, loaded.language, values);
    },
  };
}
