// Where the step bar's Back goes on a page opened cold (a pasted link, a fresh tab: no in-app history):
// the start of the page's own area, so a drum link's Back is the drum finder, not the chat.
import { PARTS_FLOWS } from '../../tools/engine/parts-flow/flows.ts';

const HOME = '/hub';
const STUD_QUESTIONS = `${PARTS_FLOWS.stud.route}/filter`;
const COMPONENT_PAGE = /^\/hub\/(?:[a-z-]+-detail|bearing-filter|bearing-filter-detail)\/[^/]+/;

/** The page a path's Back opens when there is no history to go back through. */
export function coldBackTarget(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  // the stud flow has no start page: its first question is its start, and leaving it goes home
  if (path.startsWith(`${PARTS_FLOWS.stud.route}/`))
    return /^\/hub\/stud\/filter(\/[^/]+)?$/.test(path) ? HOME : STUD_QUESTIONS;
  // rotor, drum and the casting flows: their questions, results, details, number search and measure page
  for (const { route } of Object.values(PARTS_FLOWS)) if (path.startsWith(`${route}/`)) return route;
  // the hub components help: 'Read more' comes from the help, the help from the components search
  if (path === '/parts/help/detail') return '/parts/help';
  if (path === '/parts/help') return '/parts/search';
  // a hub component's page (a kit, seal, bearing...) is reached from a hub's components: without history,
  // from the components search, where a hub number opens them
  if (COMPONENT_PAGE.test(path)) return '/parts/search';
  // a hub's job parts list comes from that hub's details
  const job = /^\/hub\/job\/([^/]+)$/.exec(path);
  if (job) return `/hub/details/${job[1]}`;
  return HOME;
}
