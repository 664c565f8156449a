/** The support address from /config.json, once it is read; undefined before, or if it cannot be. */
import { useSiteConfig } from '../config/useSiteConfig';

export const useSupportEmail = (): string | undefined => useSiteConfig()?.supportEmail;
