import { withoutInputSchemas } from '../../../web/build/endpoint-schemas';

const described = `import { endpoint, type MessageAnswer } from '../endpoint';
import { eventIdParamsSchema, eventShareSchema } from '../event-schemas';
import { shareLimit, type ShareChannel } from '../events';

export const shareEvent = /* @__PURE__ */ endpoint<MessageAnswer>()({
  method: 'POST',
  path: '/private/event/{id}/share',
  params: eventIdParamsSchema,
  body: eventShareSchema,
  rateLimit: { limit: shareLimit, windowSeconds: 3600 },
});
`;

describe("the web app's build of the endpoint descriptions", () => {
  const built = withoutInputSchemas(described).toString();

  it('keeps what the client calls with: the method, the path and the rest of the description', () => {
    expect(built).toContain("method: 'POST'");
    expect(built).toContain("path: '/private/event/{id}/share'");
    expect(built).toContain('rateLimit: { limit: shareLimit, windowSeconds: 3600 }');
  });

  it('leaves out the input schemas the server validates with', () => {
    expect(built).not.toMatch(/params:|body:/);
  });

  it('no longer imports a module that only the schemas came from', () => {
    expect(built).not.toContain('event-schemas');
  });

  it('keeps the names still used from a module it imports', () => {
    expect(built).toContain("import { shareLimit, type ShareChannel } from '../events';");
    expect(built).toContain("import { endpoint, type MessageAnswer } from '../endpoint';");
  });

  it('refuses an endpoint described by anything but an object literal, which it could not read', () => {
    expect(() => withoutInputSchemas('const d = {}; export const e = endpoint<X>()(d);')).toThrow(
      'an endpoint is described by an object literal',
    );
  });
});
