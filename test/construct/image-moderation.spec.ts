/**
 * Rekognition's image moderation (access `images:moderate`): granted to the profile update alone, the one function
 * that checks a new picture, and on '*' only because DetectModerationLabels names no resource.
 */
import { routes } from '../../lambdas/routes';
import { functionName } from '../../lambdas/function-kinds';
import { SquadFunction } from '../../lib/squad-function';
import { sharedSquadStack, statementsOf, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
let functions: SquadFunction[];
beforeAll(() => {
  squad = sharedSquadStack();
  functions = squad.app.node.findAll().filter((node): node is SquadFunction => node instanceof SquadFunction);
});

const updateProfileName = functionName(
  routes.find((route) => route.handler === 'profile/handlers/update-profile')!,
);

const rekognitionStatementsOf = (fn: SquadFunction) =>
  statementsOf(squad.templateOf(fn), fn).filter((statement) =>
    statement.actions.some((action) => action.startsWith('rekognition:')),
  );

it('grants rekognition:DetectModerationLabels to the profile update only', () => {
  const updateProfile = squad.api.routeFunctions.get(updateProfileName);
  expect(updateProfile).toBeDefined();
  const granted = functions.filter((fn) => rekognitionStatementsOf(fn).length > 0);

  expect(granted).toEqual([updateProfile]);
});

it('grants exactly that action, on * (it has no resource-level permissions)', () => {
  const updateProfile = squad.api.routeFunctions.get(updateProfileName)!;

  expect(rekognitionStatementsOf(updateProfile)).toEqual([
    { actions: ['rekognition:DetectModerationLabels'], resources: ['*'], condition: undefined },
  ]);
});
