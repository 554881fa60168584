// The chart process: `createChartProcess` forks this file and sends it charts to draw. The drawing engine (Skia)
// keeps tens of MiB from its first chart on; here it lives only as long as this process, which the bot ends when
// no chart has been asked for a while.
import { renderListenerChart } from "../render/listener-chart.js";
import type { ChartReply, ChartRequest } from "./chart-protocol.js";
import { drawStatsChartRequest } from "./stats-chart-request.js";

const send = (reply: ChartReply) => process.send?.(reply);

process.on("message", (request: ChartRequest) => {
  // A /stats chart brings its words with it, and is checked against its bounds before it is drawn.
  if (request.kind === "stats") return void send({ id: request.id, ...drawStatsChartRequest(request) });
  send({ id: request.id, png: renderListenerChart(request.series, request.locale) });
});
// The bot ended the channel (idle, stopping) or is gone: nothing more will be asked.
process.on("disconnect", () => process.exit(0));
send({ ready: true });
