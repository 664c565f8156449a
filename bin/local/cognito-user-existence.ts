/**
 * Cognito's PreventUserExistenceErrors, which cognito-local stores on the app client and never acts on. With
 * ENABLED, an unknown user gets the answer a known one could get: a wrong password's NotAuthorizedException, a
 * wrong code's CodeMismatchException, or a code "sent" to a simulated destination. Destinations are masked as
 * Cognito masks them, so a real delivery and a simulated one read alike.
 */
import type {
  CodeDeliveryDetailsType,
  ForgotPasswordRequest,
  ForgotPasswordResponse,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Route } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';

export async function hidesUserExistence(
  services: Services,
  ctx: Context,
  clientId: string | undefined,
): Promise<boolean> {
  const client = await services.cognito.getAppClient(ctx, clientId ?? '');
  return client?.PreventUserExistenceErrors === 'ENABLED';
}

/** Cognito's mask of an e-mail destination: its first letter on each side of the @. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function maskedDelivery(details: CodeDeliveryDetailsType): CodeDeliveryDetailsType {
  return details.DeliveryMedium === 'EMAIL' && details.Destination
    ? { ...details, Destination: maskedEmail(details.Destination) }
    : details;
}

/** What a code "sent" to an unknown user looks like: the pool's usernames are e-mail addresses. */
export function simulatedDelivery(username: string | undefined): CodeDeliveryDetailsType {
  return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(username ?? '') };
}

export function forgotPasswordLikeCognito(services: Services, ownForgotPassword: Route): Route {
  return async (ctx: Context, req: ForgotPasswordRequest) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId ?? '');
    const known = await userPool.getUserByUsername(ctx, req.Username ?? '');
    if (!known && (await hidesUserExistence(services, ctx, req.ClientId))) {
      return { CodeDeliveryDetails: simulatedDelivery(req.Username) } satisfies ForgotPasswordResponse;
    }
    const answer = (await ownForgotPassword(ctx, req)) as ForgotPasswordResponse;
    return { CodeDeliveryDetails: answer.CodeDeliveryDetails && maskedDelivery(answer.CodeDeliveryDetails) };
  };
}
