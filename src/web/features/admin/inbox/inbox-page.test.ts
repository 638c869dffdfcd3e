// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement as h } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContactMessageDto, ContactStatus } from "../../../../shared/contact-schemas";
import { i18n } from "../../../i18n/i18n";
import { switchLanguage } from "../../../i18n/load-language";
import "../admin-i18n";
import { InboxPage } from "./inbox-page";

const unread: ContactMessageDto = {
  id: "4f7d2c1a-9b3e-4c55-8a10-2e6f9d0b7c21",
  name: "Layla Haddad",
  email: "layla@example.com",
  topic: "watch",
  subject: null,
  message: "Is the Omega still available? I would like to see it on Thursday.",
  watchReference: "Omega Speedmaster 310.30.42",
  language: "en",
  status: "unread",
  createdAt: "2026-12-01T09:00:00.000Z",
  updatedAt: "2026-12-01T09:00:00.000Z",
};

/**
 * The inbox's server as a busy one answers it: the message's own read (the refetch of the message
 * just opened) is read before the mark-as-read write commits and answered only after the write's
 * answer has arrived, the order the end-to-end inbox test met once ("Read" never shown).
 */
function slowReadServer() {
  let stored = unread;
  const writes: ContactStatus[] = [];
  let writeAnswered: () => void = () => undefined;
  const afterWrite = new Promise<void>((resolve) => {
    writeAnswered = resolve;
  });
  let staleReadAnswered: Promise<void> | undefined;
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
      init,
    );
    const path = new URL(request.url).pathname;
    if (request.method === "PATCH") {
      const { status } = (await request.json()) as { status: ContactStatus };
      writes.push(status);
      stored = { ...stored, status };
      setTimeout(writeAnswered, 0);
      return json(stored);
    }
    if (path === `/api/admin/inbox/${unread.id}`) {
      const snapshot = stored;
      const answer = afterWrite.then(() => json(snapshot));
      staleReadAnswered ??= answer.then(() => undefined);
      return answer;
    }
    return json({ messages: [stored], nextCursor: null, unread: stored.status === "unread" ? 1 : 0 });
  });
  vi.stubGlobal("fetch", fetch);
  return { writes, staleReadAnswered: () => staleReadAnswered };
}

beforeAll(async () => {
  await switchLanguage(i18n, "en");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the inbox (issue 13)", () => {
  it("marks an opened message read once, and a read answered late never takes it back", async () => {
    const server = slowReadServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      h(
        QueryClientProvider,
        { client: queryClient },
        h(MemoryRouter, { initialEntries: ["/admin/inbox"] }, h(InboxPage)),
      ),
    );
    fireEvent.click(await screen.findByRole("button", { name: `Open the message from ${unread.name}` }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Read", { exact: true })).toBeTruthy();

    // The message's own read, taken before the write, arrives after it: it changes nothing.
    await act(async () => {
      await server.staleReadAnswered();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(within(dialog).getByText("Read", { exact: true })).toBeTruthy();
    expect(within(dialog).queryByText("Unread", { exact: true })).toBeNull();
    expect(server.writes).toEqual(["read"]);
  });
});
