import { defineConfig } from "vitest/config";

/** The end-to-end voice tests measure the audio's timing (no gap over 100 ms), which a busy machine would break. */
const VOICE_E2E = "test/e2e/voice*.e2e.test.ts";
/** The sharded bot's end-to-end tests run three processes and a database, and measure a takeover within 15 s. */
const SHARDS_E2E = "test/e2e/shards*.e2e.test.ts";

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: "forks",
    // Makes the fake voice gateway's TLS certificate and trusts it in every worker (NODE_EXTRA_CA_CERTS).
    globalSetup: ["test/fake-discord/voice/global-setup.ts"],
    // Every language's words loaded before each test file (the bot loads them on first use).
    setupFiles: ["test/i18n/load-every-language.ts"],
    projects: [
      {
        extends: true,
        test: { name: "suite", include: ["test/**/*.test.ts"], exclude: [VOICE_E2E, SHARDS_E2E] },
      },
      {
        extends: true,
        // After the rest of the suite, one file at a time, so that nothing else competes for the CPU meanwhile.
        test: {
          name: "voice",
          include: [VOICE_E2E],
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // Last, alone: its processes would slow the voice tests' audio, and a busy machine its takeover.
        test: {
          name: "shards",
          include: [SHARDS_E2E],
          sequence: { groupOrder: 2 },
          fileParallelism: false,
          testTimeout: 85_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
