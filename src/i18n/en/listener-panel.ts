import { byteSize, optional } from "../choose.js";
import type { PanelTexts } from "../types/listener-panel.js";

const toTarget = optional((target: string) => ` to ${target}`);

const ownMessage = (error: { message: string }) => error.message;

/**
 * The panel's problems in English: a panel error's own message is already English (the logs carry it too), and
 * the refusals say what the network guard's and gate's errors say.
 */
export const panel: PanelTexts = {
  errors: {
    unreachable: ownMessage,
    timeout: ownMessage,
    http: ownMessage,
    notJson: ownMessage,
    shape: ownMessage,
  },
  refusals: {
    address: {
      malformed:
        "That is not a web address. Type the panel's address as your browser shows it, for example https://radio.example.com:8080.",
      "too-long": "That address is too long to be a panel's address.",
      scheme: "Only http:// and https:// addresses can be used.",
      credentials:
        "Leave the user name and password out of the address (an API key has an option of its own).",
      "not-public":
        "That address leads to a private, local or reserved network, which this bot does not connect to. Use the panel's public address.",
      "not-found": "No such host name was found. Check the spelling of the address.",
      "lookup-failed": "The host name could not be looked up just now. Try again in a minute.",
    },
    unusableName:
      "No public panel can be reached at that host name: it was not found, or it leads to a private, local or reserved network, which this bot does not connect to. Check the address and use the panel's public address.",
    redirect: (status, target) =>
      `The panel answered with a redirect (HTTP ${status})${toTarget(target)}, and this bot does not follow redirects. Use the address the panel is really at.`,
    // As the guard's own error says it, digits ungrouped: the logs and this reply read the same.
    tooLarge: (bytes) =>
      `The panel's answer was larger than ${byteSize(bytes, { megabytes: (mb) => `${mb} MB`, bytes: (b) => `${b} bytes` })}, so the bot stopped reading it.`,
    circuitOpen: (at) =>
      `The station's panel failed several times in a row; the bot will try it again ${at}.`,
    queueFull:
      "The station's panel is slow to answer and too many requests are already waiting for it. Try again in a minute.",
    waitedTooLong:
      "The station's panel is slow to answer, and this request waited too long for its turn. Try again in a minute.",
  },
};
