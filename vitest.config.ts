import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    pool: "forks",
    // Makes the fake voice gateway's TLS certificate and trusts it in every worker (NODE_EXTRA_CA_CERTS).
    globalSetup: ["test/fake-discord/voice/global-setup.ts"],
  },
});
