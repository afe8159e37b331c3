// The site's browser entry: the core's styles, then the site's tokens and styles, then the app.
import { startClient } from '../src/app/client';
import './styles/tokens.css';
import './styles/site.css';
import { site } from '.';

startClient(site);
