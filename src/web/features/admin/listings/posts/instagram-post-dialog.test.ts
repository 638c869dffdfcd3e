// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type PostDto, postMessages } from "../../../../../shared/instagram-posts";
import type { AdminListingRowDto } from "../../../../../shared/listing-schemas";
import enAdmin from "../../../../../shared/locales/en/admin.json";
import { Toaster } from "../../../../components/ui/sonner";
import { i18n } from "../../../../i18n/i18n";
import { switchLanguage } from "../../../../i18n/load-language";
import "../../admin-i18n";
import { InstagramPostDialog } from "../instagram-post-dialog";

const listing: AdminListingRowDto = {
  id: "8f0c6a34-6f43-4a43-9d5e-3f4d2b8a1c01",
  slug: "rolex-submariner-126610ln",
  title: "Rolex Submariner 126610LN",
  brand: "Rolex",
  model: "Submariner",
  reference: "126610LN",
  year: 2021,
  priceCents: 12_500_00,
  inventoryId: null,
  image: {
    id: "m1",
    width: 1600,
    height: 1600,
    url: "/media/m1/1600.webp",
    variants: [320, 640, 1600].map((width) => ({ width, url: `/media/m1/${width}.webp` })),
  },
  imagesCount: 3,
  soldAt: null,
  isActive: true,
  isFeatured: false,
  stock: 1,
  createdAt: "2026-11-01T10:00:00.000Z",
};

const generated: PostDto = {
  arabicPost: "ساعة \u2066Rolex\u2069 بسعر \u20663,875.00 KWD\u2069",
  englishPost: "Rolex Submariner, $12,500.00",
  source: "template",
  savedAt: null,
};

/** The server as the browser meets it: the saved pair (null at first), generate, and save. */
function fakeServer() {
  let saved: PostDto | null = null;
  const saves: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), "http://localhost"),
      init,
    );
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    const path = new URL(request.url).pathname;
    if (path.endsWith("/generate")) return json(generated);
    if (request.method === "PUT") {
      const body = (await request.json()) as Omit<PostDto, "savedAt">;
      saves.push(body);
      saved = { ...body, savedAt: "2026-11-23T21:00:00.000Z" };
      return json(saved);
    }
    return json(saved);
  });
  vi.stubGlobal("fetch", fetch);
  return { saves };
}

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    h(
      QueryClientProvider,
      { client: queryClient },
      h(InstagramPostDialog, { listing, open: true, onOpenChange: () => undefined }),
      h(Toaster),
    ),
  );
}

beforeAll(async () => {
  await switchLanguage(i18n, "en");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("InstagramPostDialog", () => {
  it("generates, edits and saves both posts, then shows them as saved", async () => {
    const server = fakeServer();
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No posts yet")).toBeTruthy();
    // The preview shows the listing's own photograph, and no like count or comments.
    expect(within(dialog).getByRole("img", { name: listing.title }).getAttribute("src")).toBe(
      "/media/m1/640.webp",
    );
    expect(dialog.textContent).not.toMatch(/likes?\b|comments?\b/i);

    fireEvent.click(within(dialog).getByRole("button", { name: "Generate" }));
    expect(await screen.findByText("Fallback Template Used")).toBeTruthy();
    expect(screen.getByText("Posts created using backup templates")).toBeTruthy();

    const english = (await within(dialog).findByLabelText("English post")) as HTMLTextAreaElement;
    expect(english.value).toBe(generated.englishPost);
    fireEvent.change(english, { target: { value: "Rolex Submariner, $12,500.00. DM us." } });
    expect(within(dialog).getByText("Not saved yet · From the built-in template")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Template Saved")).toBeTruthy();
    expect(server.saves).toEqual([
      {
        arabicPost: generated.arabicPost,
        englishPost: "Rolex Submariner, $12,500.00. DM us.",
        source: "template",
      },
    ]);
    expect(await within(dialog).findByText("Saved · From the built-in template")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Regenerate" })).toBeTruthy();
  });

  it("shows the Arabic post right to left, and says when copying fails", async () => {
    fakeServer();
    const writeText = vi.fn().mockRejectedValueOnce(new Error("denied")).mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Generate" }));
    await within(dialog).findByLabelText("English post");

    const tab = within(dialog).getByRole("tab", { name: "Arabic" });
    await act(async () => {
      fireEvent.mouseDown(tab);
      fireEvent.click(tab);
    });
    const arabic = (await within(dialog).findByLabelText("Arabic post")) as HTMLTextAreaElement;
    expect(arabic.getAttribute("dir")).toBe("rtl");
    expect(arabic.getAttribute("lang")).toBe("ar");

    const copy = within(dialog).getByRole("button", { name: "Copy the Arabic post" });
    fireEvent.click(copy);
    expect(await screen.findByText("Failed to copy post")).toBeTruthy();
    fireEvent.click(copy);
    expect(await screen.findByText("Copied")).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith(generated.arabicPost);
  });

  it("speaks the spec's words, and the save schema's refusals, as shared/instagram-posts.ts has them", () => {
    const { validation, ...words } = enAdmin.posts;
    const { arabicRequired, englishRequired, tooLong, ...spec } = postMessages;
    expect(words).toMatchObject(spec);
    expect(validation).toEqual({ arabicRequired, englishRequired, tooLong });
  });
});
