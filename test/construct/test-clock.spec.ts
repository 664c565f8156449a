/**
 * The local test clock (bin/local/test-clock.ts) is the local stack's alone: the cloud has neither its route nor
 * its path, so nobody can move time in a deployed stack.
 */
import { localPathPrefix } from '../../bin/local/test-clock';
import { sharedSquadStack, type SquadFixture } from './squad-stack-fixture';

let squad: SquadFixture;
beforeAll(() => {
  squad = sharedSquadStack();
});

describe('the cloud, beside the local test clock', () => {
  it('has no mention of the local paths anywhere in its templates, the parent and the nested ones', () => {
    for (const template of squad.templates().values())
      expect(JSON.stringify(template.toJSON())).not.toContain('__local');
  });

  it('has no API route under the local paths', () => {
    const routeKeys = [...squad.templates().values()].flatMap((template) =>
      Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
        (route) => route.Properties.RouteKey as string,
      ),
    );

    expect(routeKeys.length).toBeGreaterThan(0);
    expect(routeKeys.filter((routeKey) => routeKey.includes(localPathPrefix))).toEqual([]);
  });

  it('does not forward the local paths from the site to the API', () => {
    expect(squad.api.pathPrefixes).not.toContain(localPathPrefix);
  });
});
