// How the garden's site looks outside its pages: the browser tab, a phone's home screen, a shared link's logo.
import type { SiteIdentity } from '../server';
import icon from './icon.svg';

export const identity: SiteIdentity = {
  icon,
  themeColor: '#1b4a31',
  backgroundColor: '#f5f7f2',
  shortName: 'Millbrook',
};
