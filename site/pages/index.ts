import content from './content';
import event from './event';
import home from './home';
import listing from './listing';
import newsArticle from './newsArticle';
import person from './person';

/** The demo site's page kinds, one module each (docs/developer-guide.md). */
export const pages = [home, content, listing, newsArticle, event, person];
