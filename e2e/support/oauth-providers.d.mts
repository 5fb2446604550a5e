export declare const GOOGLE_CLIENT: { id: string; secret: string };
export declare const FACEBOOK_CLIENT: { id: string; secret: string };
export type OAuthProviders = {
  google: { issuer: string };
  facebook: { base: string };
  env: Record<string, string>;
  close: () => Promise<void>;
};
export declare function startOAuthProviders(options?: {
  googlePort?: number;
  facebookPort?: number;
  host?: string;
}): Promise<OAuthProviders>;
