import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

export const TOKEN_ALGORITHM = "HS256";
export const TOKEN_ISSUER = "simmer";
export const TOKEN_AUDIENCE = "simmer-web";
export const TOKEN_LIFETIME = "7d";

export interface TokenClaims {
  userId: number;
  email: string;
}

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything forged, expired or malformed. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  if (secret.length < 32) throw new Error("The token secret must be at least 32 characters.");
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ userId, email }) =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [TOKEN_ALGORITHM],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ["exp", "sub"],
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || userId <= 0) return null;
        return { userId, email: typeof payload.email === "string" ? payload.email : "" };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
