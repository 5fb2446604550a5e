/** One typed API error that knows its status and turns itself into the template's `{detail}` body. */
export type ValidationDetail = {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | ValidationDetail[],
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === "string" ? detail : "Validation Error");
  }

  toResponse(): Response {
    return Response.json({ detail: this.detail }, { status: this.status, headers: this.headers });
  }
}

const bearerChallenge = { "WWW-Authenticate": "Bearer" };

export const errors = {
  notAuthenticated: () => new ApiError(401, "Not authenticated", bearerChallenge),
  badCredentials: () => new ApiError(401, "Could not validate credentials", bearerChallenge),
  inactiveUser: () => new ApiError(400, "Inactive user"),
  notSuperuser: () => new ApiError(403, "The user doesn't have enough privileges"),
  crossSite: () => new ApiError(403, "Cross-site request refused"),
  tooLarge: () => new ApiError(413, "Request body too large"),
  unsupportedMediaType: (expected: string) =>
    new ApiError(415, `Unsupported media type: send ${expected}`),
  validation: (detail: ValidationDetail[]) => new ApiError(422, detail),
};
