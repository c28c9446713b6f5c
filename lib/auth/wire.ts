import { z } from 'zod';

/** POST /v2/{spid}/auth and /auth_check (portal-shop-onboarding.md §7 "Auth and session"). */
export const AuthRequest = z.object({
  IdentityProvider: z.enum(['LOCAL', 'FIREBASE', 'FACEBOOK', 'APPLE', 'GOOGLE', 'JWT_REFRESH']),
  AuthID: z.string(),
  AuthCode: z.string().optional(),
  AuthNonce: z.string().optional(),
  IncludeRoles: z.boolean(),
  SPID: z.number().optional(),
  CustomerUUID: z.string().optional(),
});
export type AuthRequest = z.infer<typeof AuthRequest>;

export const AuthRole = z.object({ CustomerUUID: z.string(), Role: z.string().optional() });

export const AuthResponse = z.object({
  JWT: z.string().min(1),
  JWTExpiry: z.number(),
  UUID: z.string(),
  SPID: z.number().optional(),
  FirstName: z.string().default(''),
  LastName: z.string().default(''),
  Email: z.string().default(''),
  AuthID: z.string().default(''),
  MobileNumber: z.string().default(''),
  IdentityProvider: z.string().default('LOCAL'),
  EmailVerified: z.boolean().optional(),
  Roles: z.array(AuthRole).default([]),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/** POST /v2/auth_token (identity-token API): the refresh identity. */
export const IdentityTokenResponse = z.object({ UUID: z.string(), Token: z.string(), ExpiresAt: z.number().optional() });

/** POST /v2/{spid}/auth/LOCAL: a new local identity (docs/upstream-contract.md "Sign-up and recovery"). */
export const SignUpRequest = z.object({
  AuthID: z.string(),
  AuthCode: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  IdentityToken: z.string().optional(),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

/** Recovery calls answer an empty object whether or not anyone matched. */
export const EmptyResponse = z.object({}).loose();

/** GET /v2/auth_token/{id}?Token=… for an identity link: who the link was made for. */
export const IdentityLinkResponse = z.object({
  UUID: z.string(),
  ExtraData1: z.string(),
  FirstName: z.string().default(''),
  LastName: z.string().default(''),
  ExpiresAt: z.number().optional(),
});
