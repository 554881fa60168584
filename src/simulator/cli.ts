import { MOUNTS } from "./mounts.js";
import { startSimulatedPanel } from "./server.js";

/** `npm run simulate`: the simulated station on its own, for trying the preview or another client against it. */
const port = Number(process.env.PORT ?? 8080);
const panel = await startSimulatedPanel({ port, host: process.env.HOST ?? "127.0.0.1", historyDays: 7 });
process.stdout.write(
  `Simulated station listening at ${panel.url} (PANEL_URL=${panel.url}). Ctrl+C to stop.\n` +
    MOUNTS.map((m) => `  ${panel.url}${m.mount}  ${m.format}, a ${m.toneHz} Hz tone\n`).join(""),
);
const stop = () => {
  void panel.close().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
