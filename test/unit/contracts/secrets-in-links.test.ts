import { routes } from '../../../lambdas/routes';

describe('the secrets of public routes', () => {
  const secretRoutes = routes
    .map(({ endpoint }) => endpoint)
    .filter((endpoint) => endpoint.access === 'public' && endpoint.rateLimit?.perSecret);

  it('travel in the query string or the body, never in the path that access logs record', () => {
    expect(secretRoutes.length).toBeGreaterThan(0);
    for (const endpoint of secretRoutes) {
      expect({ path: endpoint.path, in: endpoint.rateLimit?.perSecret?.in }).toEqual({
        path: endpoint.path,
        in: expect.stringMatching(/^(query|body)$/),
      });
    }
  });

  it('leave no path parameter in a public route but an id anyone may know', () => {
    const parameters = routes
      .map(({ endpoint }) => endpoint)
      .filter((endpoint) => endpoint.access === 'public')
      .flatMap((endpoint) => [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => name));

    expect(parameters).toEqual(['id']);
  });
});
