// Jest runs with a fixed, test-only session secret and never against a configured upstream.
process.env.SESSION_SECRET ??= 'test-session-secret-that-is-at-least-32-characters-long';
process.env.LOG_LEVEL ??= 'silent';
