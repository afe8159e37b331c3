import { wordsWith } from '../../src/app';

/** The site's words in English: the core's, with this site's own footer. */
export default wordsWith({
  shell: { footer: '© {siteName}. Built with Trellis.' },
});
