/** `show_build_project`'s declaration, for the assistant (npm run assistant); the page never loads it. */
import type { Vapi } from '@vapi-ai/server-sdk';
import { financingAnswers, lotAnswers, lotOwnedAnswers, projectKinds } from '~/schemas/build-projects';
import { pageToolDeclaration } from '~/agent/page-tool-declaration';
import { afterwards, agentToolNames } from '~/agent/tool-names';
import { projectTextMaxLength } from './project';

const inTheirWords = (what: string) =>
  `${what}, in their words, in the conversation's language (at most ${projectTextMaxLength} characters).`;

/** `show_build_project`: the project someone is planning, shown as a card with what happens next. */
export function buildProjectTool(): Vapi.OpenAiModelToolsItem.Function {
  return pageToolDeclaration(
    agentToolNames.showBuildProject,
    `Shows someone planning a build, in the conversation panel, their project as a card with what happens next: the free consultation, which works out the budget. Call it once you have asked, one question at a time, what they plan, where (the city; whether they own the lot and whether it is serviced, unless it is a renovation), the size, when they hope to start, their budget if they have one, and whether financing is arranged. It shows no cost: give none of your own. ${afterwards}`,
    {
      kind: {
        type: 'string',
        enum: [...projectKinds],
        description:
          'What they plan: custom-home, multi-family (a building of several homes), commercial (a commercial building) or renovation.',
      },
      city: { type: 'string', description: inTheirWords('The city or town the project is in') },
      ownsLot: {
        type: 'string',
        enum: [...lotOwnedAnswers],
        description: 'Whether they own the lot: yes or no. Leave it out for a renovation, or if they have not said.',
      },
      lotServiced: {
        type: 'string',
        enum: [...lotAnswers],
        description:
          'Whether the lot is serviced (water, sewer, power): yes, no or not-known. Leave it out for a renovation, or if they have not said.',
      },
      size: { type: 'string', description: inTheirWords('The size: square feet, storeys or number of units') },
      start: { type: 'string', description: inTheirWords('When they hope to start') },
      budget: {
        type: 'string',
        description: `${inTheirWords('Their budget')} Leave it out if they have none yet.`,
      },
      financing: {
        type: 'string',
        enum: [...financingAnswers],
        description: 'Whether their financing is arranged, in-progress or not-yet. Leave it out if they have not said.',
      },
    },
    ['kind', 'city', 'size', 'start'],
  );
}
