import { describe, expect, it } from "vitest";
import { renderAnnouncement } from "../../src/render/announcements.js";
import { EVENTS } from "./announcement-events.js";

describe("renderAnnouncement with the default look", () => {
  it.each(Object.entries(EVENTS))("gives today's %s message in English and Russian", (_name, event) => {
    expect(renderAnnouncement(event, "en")).toMatchSnapshot();
    expect(renderAnnouncement(event, "ru")).toMatchSnapshot();
  });
});
