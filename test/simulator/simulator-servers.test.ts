import { describe, expect, it } from "vitest";
import { simulatedPanel } from "../support/simulator.js";

describe("the simulated panel with several radio servers", () => {
  it("lists each server in servers/ and answers each with its own station; an unknown server gets 404", async () => {
    const panel = await simulatedPanel({
      lively: false,
      title: "Radio Alpha",
      servers: [
        { serverId: 2, title: "Radio Beta" },
        { serverId: 5, title: "Radio Five" },
      ],
    });
    const get = async (path: string) => {
      const response = await fetch(`${panel.url}/api/v2/${path}`);
      return { status: response.status, body: await response.json() };
    };
    expect((await get("servers/")).body).toEqual([
      { id: 1, title: "Radio Alpha", description: "A simulated station" },
      { id: 2, title: "Radio Beta", description: "A simulated station" },
      { id: 5, title: "Radio Five", description: "A simulated station" },
    ]);
    const onAir = async (server: number) =>
      (
        (await get(`history/?limit=5&server=${server}`)).body as {
          results: { title: string; jingle_id: unknown }[];
        }
      ).results
        .filter((e) => e.jingle_id === null)
        .map((e) => e.title)
        .join("|");
    const plays = await Promise.all([1, 2, 5].map(onAir));
    expect(new Set(plays).size).toBe(3);
    panel.stations.get(2)?.setLiveDj("DJ Nova");
    const djs = async (server: number) =>
      ((await get(`djs/?server=${server}`)).body as { name: string; on_air: boolean }[])
        .filter((dj) => dj.on_air)
        .map((dj) => dj.name);
    expect(await djs(2)).toContain("DJ Nova");
    expect(await djs(1)).not.toContain("DJ Nova");
    expect((await get("channels/?server=3")).status).toBe(404);
  });
});
