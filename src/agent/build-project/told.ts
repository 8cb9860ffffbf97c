/** What the agent is told of a project the page showed: its answers in English, and that no figure is given. */
import type { BuildProject } from './project';

const kinds: Record<BuildProject['kind'], string> = {
  'custom-home': 'a custom home',
  'multi-family': 'a multi-family building',
  commercial: 'a commercial building',
  renovation: 'a renovation',
};

const lot = ({ ownsLot, lotServiced }: BuildProject) => {
  const owned = { yes: 'they own the lot', no: 'they do not own a lot yet' };
  const serviced = {
    yes: 'it is serviced',
    no: 'it is not serviced',
    'not-known': 'they do not know whether it is serviced',
  };
  return [ownsLot && owned[ownsLot], lotServiced && serviced[lotServiced]].filter(Boolean).join(', ');
};

const financings = { arranged: 'arranged', 'in-progress': 'in progress', 'not-yet': 'not arranged yet' };

/**
 * The project as the card shows it, in English: what the agent is told (a typed chat's tool result,
 * a call's system message), so a later session knows it and the lead has each answer.
 */
export function projectForAgent(project: BuildProject): string {
  const answers = [
    `${kinds[project.kind]} in ${project.city}`,
    lot(project),
    `size: ${project.size}`,
    `hoping to start: ${project.start}`,
    project.budget ? `budget: ${project.budget}` : 'no budget given',
    project.financing && `financing ${financings[project.financing]}`,
  ].filter(Boolean);
  return `The page showed the visitor their project: ${answers.join('; ')}. Give no cost, price or figure per square foot of your own: the website gives none, and the free consultation works out the budget with them. Offer to book the free consultation.`;
}
