/**
 * Runs the event links' CloudFront Function code (lib/link-preview-router.ts, as generated or as synthesized) on
 * one viewer request, as CloudFront runs it, with the `cloudfront` module's origin helper recorded.
 */
interface ViewerRequest {
  method: string;
  uri: string;
  headers: Record<string, { value: string }>;
}

export interface RoutedRequest {
  /** the path after the function */
  uri: string;
  /** the origin id the function selected, or undefined for the behaviour's own */
  origin: string | undefined;
}

export function runEventLinkRouter(
  code: string,
  request: { method: string; uri: string; userAgent: string | undefined },
): RoutedRequest {
  let origin: string | undefined;
  const cf = { selectRequestOriginById: (id: string) => (origin = id) };
  const handler = new Function('cf', `${code.replace("import cf from 'cloudfront';", '')}; return handler;`)(
    cf,
  ) as (event: { request: ViewerRequest }) => ViewerRequest;
  const headers: ViewerRequest['headers'] =
    request.userAgent === undefined ? {} : { 'user-agent': { value: request.userAgent } };
  const { uri } = handler({ request: { method: request.method, uri: request.uri, headers } });
  return { uri, origin };
}
