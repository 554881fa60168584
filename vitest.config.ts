import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/** The end-to-end voice tests measure the audio's timing (no gap over 100 ms), which a busy machine would break. */
const VOICE_E2E = "test/e2e/voice*.e2e.test.ts";
/** The sharded bot's end-to-end tests run three processes and a database, and measure a takeover within 15 s. */
const SHARDS_E2E = "test/e2e/shards*.e2e.test.ts";

/**
 * What can behave differently from one Node line to the next: the SQLite drivers (node:sqlite from 22.13, the
 * WebAssembly build before), starting and stopping the built bot, the build, native addons (the chart's canvas,
 * DAVE's davey, voice), and Intl (each Node ships its own ICU). CI runs the whole suite on the machine's Node and
 * on Node 24, and only these on the other Nodes a station may run (`RADIO_BOT_TESTS=node-specific`).
 */
const NODE_SPECIFIC = [
  "test/store/*sqlite*.test.ts",
  "test/store/*kill*.test.ts",
  "test/store/store-owner.test.ts",
  "test/store/store-file-guard.test.ts",
  "test/docs/service-unit.test.ts",
  "test/runtime/**/*.test.ts",
  "test/build/**/*.test.ts",
  "test/boot/**/*.test.ts",
  "test/lifecycle.test.ts",
  "test/start-failure.test.ts",
  "test/e2e/lifecycle.e2e.test.ts",
  "test/fake-discord/voice/**/*.test.ts",
  "test/voice/station-pipeline.test.ts",
  "test/charts/*process*.test.ts",
  "test/i18n/**/*.test.ts",
  "test/history/parse-moment.test.ts",
  "test/stats/*time-zone*.test.ts",
  "test/stats/periods.test.ts",
  "test/stats/weekly-report.test.ts",
];
/** Files that mock a module or reset the module registry: each in a worker of its own. */
const ISOLATED = ["test/i18n/loading.test.ts"];
const NODE_SPECIFIC_VOICE = ["test/e2e/voice-dave.e2e.test.ts", "test/e2e/voice.e2e.test.ts"];
const nodeSpecific = process.env.RADIO_BOT_TESTS === "node-specific";

const shards: TestProjectInlineConfiguration = {
  extends: true,
  // Last, after the rest: its processes would slow the voice tests' audio, and a busy machine its takeover. Its two
  // files side by side take 41 s here, one after the other 48 s; each one's takeover stays near a second.
  test: {
    name: "shards",
    include: [SHARDS_E2E],
    sequence: { groupOrder: 2 },
    testTimeout: 85_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine, while most files
    // spend their time waiting on a local server or a child process.
    maxWorkers: availableParallelism(),
    // Makes the fake voice gateway's TLS certificate and trusts it in every worker (NODE_EXTRA_CA_CERTS).
    globalSetup: ["test/fake-discord/voice/global-setup.ts"],

    projects: [
      {
        extends: true,
        test: {
          name: "suite",
          include: nodeSpecific ? NODE_SPECIFIC : ["test/**/*.test.ts"],
          exclude: [VOICE_E2E, SHARDS_E2E, ...ISOLATED],
          // The files share their worker's modules: each file importing discord.js, zod and the bot afresh took
          // more CPU than the tests themselves (the suite on 2 cores: 318 s isolated, 153 s not). The tests hold no
          // state across files (each starts and closes its own servers, bots and stores; module mocks: ISOLATED).
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ISOLATED } },
      {
        extends: true,
        // After the rest of the suite, one file at a time, so that nothing else competes for the CPU meanwhile.
        test: {
          name: "voice",
          include: nodeSpecific ? NODE_SPECIFIC_VOICE : [VOICE_E2E],
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
      ...(nodeSpecific ? [] : [shards]),
    ],
  },
});
