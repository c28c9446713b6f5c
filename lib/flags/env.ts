import { z } from 'zod';
import { REMOTE_CONFIG_INTERVAL_MS, TIMEOUT_ACCOUNTS_MS, TIMEOUT_IDENTITY_MS, TIMEOUT_SUPPORT_MS } from './constants';
import { MIN_REMOTE_CONFIG_INTERVAL_MS } from './runtime';
import { APP_STAGES, appStage } from './rules';

/**
 * UPSTREAM_TIMEOUT_MS: lowers every upstream client's time-out to this many milliseconds (tests
 * and the e2e runs make an upstream hang without waiting the spec's 65 s). It never raises one:
 * each client keeps min(its spec time-out, this).
 */
export const UpstreamTimeoutMs = z.coerce.number().int().min(100).max(Math.max(TIMEOUT_ACCOUNTS_MS, TIMEOUT_IDENTITY_MS, TIMEOUT_SUPPORT_MS));

const url = z.url({ protocol: /^https?$/ });
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
    COOKIE_SECURE: z.enum(['true', 'false']).optional(),
    UPSTREAM_ACCOUNTS_URL: url.optional(),
    UPSTREAM_IDENTITY_URL: url.optional(),
    UPSTREAM_SUPPORT_URL: url.optional(),
    SANDBOX_URL: url.optional(),
    /** Lowers every upstream time-out (ms, 100 to 65000): see UpstreamTimeoutMs. */
    UPSTREAM_TIMEOUT_MS: UpstreamTimeoutMs.optional(),
    /** The sandbox's address as the browser reaches it (payments go browser → sandbox); default SANDBOX_URL. */
    SANDBOX_PUBLIC_URL: url.optional(),
    /** Stripe's publishable key (pk_live_… / pk_test_…): card payments go to Stripe. Unset: the sandbox's provider on the sandbox, else none. */
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_… or pk_live_…').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The public origin (https://…): every link we send and the Origin check. Required in production. */
    APP_ORIGIN: url.optional(),
    /** The app's port; without APP_ORIGIN a local run's origin is http://localhost:PORT. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * How many proxies in front of the app append to X-Forwarded-For (0: none, the socket's
     * address is the client). Entries further left are the client's own words.
     */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    /** development | staging | production; unset: see appStage() (production only on a real upstream). */
    APP_STAGE: z.enum(APP_STAGES).optional(),
    /** The welcome page's "Get the app" (issue 16): the brand's own App Store and Google Play listings. */
    APP_STORE_URL: z.url({ protocol: /^https$/ }).optional(),
    GOOGLE_PLAY_URL: z.url({ protocol: /^https$/ }).optional(),
    /** Sent as `x-api-key` with the maps listing ("an optional api key header"). */
    MAPS_API_KEY: z.string().optional(),
    /**
     * Lowers the remote-config interval ("Remote-config fetch interval 60 s") to this many
     * milliseconds (1000 to 60000): tests watch a flag change in seconds. Never raises it.
     */
    REMOTE_CONFIG_INTERVAL_MS: z.coerce.number().int().min(MIN_REMOTE_CONFIG_INTERVAL_MS).max(REMOTE_CONFIG_INTERVAL_MS).optional(),
    /** `all`: every feature flag on (lib/flags/all-on.ts, `npm run start:all`); unset: the shipped configuration. */
    FLAGS: z.enum(['all'], { message: 'FLAGS is either unset (the shipped configuration) or all (every feature on)' }).optional(),
    /**
     * Social sign-in (issue 4): a real provider's OAuth client. Unset: the sandbox's provider
     * (SANDBOX_URL) stands in, or the button is not offered when there is no sandbox either.
     */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Apple's "Services ID" and its client secret (the signed JWT Apple asks for). */
    APPLE_CLIENT_ID: z.string().min(1).optional(),
    APPLE_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
    FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    for (const p of ['GOOGLE', 'APPLE', 'FACEBOOK'] as const) {
      if (Boolean(env[`${p}_CLIENT_ID`]) !== Boolean(env[`${p}_CLIENT_SECRET`])) {
        ctx.addIssue({ code: 'custom', path: [`${p}_CLIENT_SECRET`], message: `set both ${p}_CLIENT_ID and ${p}_CLIENT_SECRET, or neither (the sandbox then stands in)` });
      }
    }
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required in production (32+ random characters)' });
    }
    if (!env.UPSTREAM_ACCOUNTS_URL && !env.SANDBOX_URL && env.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['UPSTREAM_ACCOUNTS_URL'], message: 'set UPSTREAM_ACCOUNTS_URL, or start through `npm start`, which runs the sandbox and sets SANDBOX_URL' });
    }
  })
  .transform((env) => ({ ...env, APP_STAGE: appStage(env) }))
  .superRefine((env, ctx) => {
    if (env.APP_STAGE !== 'production') return;
    if (!env.APP_ORIGIN) {
      ctx.addIssue({ code: 'custom', path: ['APP_ORIGIN'], message: 'APP_ORIGIN is required in production: links in emails and the Origin check use it, never the request\'s Host' });
    }
    if (env.SANDBOX_URL) {
      ctx.addIssue({ code: 'custom', path: ['SANDBOX_URL'], message: 'SANDBOX_URL is set but APP_STAGE is production: the sandbox (its payment provider would take card numbers on our page) never serves production. Unset SANDBOX_URL, or set APP_STAGE=staging' });
    }
  });

export type AppEnv = z.infer<typeof schema>;

/** Validates the environment; throws one message that names every missing or bad variable. */
export function parseEnv(source: Record<string, string | undefined>): AppEnv {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

let cached: AppEnv | undefined;
/** The validated process environment, parsed once. */
export function appEnv(): AppEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
/** Tests change process.env between suites. */
export function resetAppEnv(): void {
  cached = undefined;
}
