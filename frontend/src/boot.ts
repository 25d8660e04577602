/**
 * The page's script. The page arrives rendered on the server and styled by the stylesheet below
 * (inlined into the page by the gateway), so nothing here is needed to show it: the application
 * (React, the router, Apollo) is downloaded once the first paint is on screen, and then takes the
 * page over (entry-client.tsx).
 */
import './styles/base.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/prose.css';

requestAnimationFrame(() => setTimeout(() => void import('./entry-client')));
