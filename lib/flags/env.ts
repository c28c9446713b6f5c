import { z } from 'zod';
import { APP_STAGES, appStage } from './rules';

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
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    APP_ORIGIN: url.optional(),
    /** development | staging | production; unset: see appStage() (production only on a real upstream). */
    APP_STAGE: z.enum(APP_STAGES).optional(),
    /** Sent as `x-api-key` with the maps listing ("an optional api key header"). */
    MAPS_API_KEY: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required in production (32+ random characters)' });
    }
    if (!env.UPSTREAM_ACCOUNTS_URL && !env.SANDBOX_URL && env.NODE_ENV !== 'test') {
      ctx.addIssue({ code: 'custom', path: ['UPSTREAM_ACCOUNTS_URL'], message: 'set UPSTREAM_ACCOUNTS_URL, or start through `npm start`, which runs the sandbox and sets SANDBOX_URL' });
    }
  })
  .transform((env) => ({ ...env, APP_STAGE: appStage(env) }));

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
