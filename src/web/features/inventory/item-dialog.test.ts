// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createElement as h } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  inventoryStatusFilters,
  type StoreInventoryItemDto,
  type StoreInventoryItemInput,
  storeInventoryItemSchema,
} from "../../../shared/inventory-schemas";
import { Toaster } from "../../components/ui/sonner";
import { i18n } from "../../i18n/i18n";
import { switchLanguage } from "../../i18n/load-language";
import { ApiError } from "../../lib/http-error";
import "./inventory-i18n";
import type { InventoryAdapter } from "./inventory-adapter";
import { InventoryItemDialog } from "./item-dialog";

const stored: StoreInventoryItemDto = {
  id: "7b0a5a8e-8a43-4c55-9a40-5b5a0c1c2d3e",
  make: "Omega",
  model: "Speedmaster",
  reference: "310.30.42.50.01.001",
  condition: "excellent",
  buyingPriceFils: 1_500_000,
  expectedSellingPriceFils: 2_000_000,
  soldPriceFils: null,
  shippingCostFils: 0,
  feesFils: 0,
  netProfitFils: null,
  status: "available",
  notes: null,
  image: {
    id: "0f8e6a52-7f0e-4d36-9d0c-5e8f8f3f7a11",
    width: 800,
    height: 800,
    url: "/media/old/800.webp",
    variants: [{ width: 800, url: "/media/old/800.webp" }],
  },
  saleDate: null,
  dateAdded: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

/** An inventory whose uploads always fail, recording what it is asked to save. */
function failingUploads() {
  const create = vi.fn(async (_payload: StoreInventoryItemInput) => stored);
  const update = vi.fn(async (_id: string, _payload: StoreInventoryItemInput) => stored);
  const adapter: InventoryAdapter<StoreInventoryItemDto> = {
    key: ["test-inventory"],
    schema: storeInventoryItemSchema,
    fields: { condition: true, saleDate: true },
    statusFilters: inventoryStatusFilters,
    exportName: "test",
    listPage: async () => ({ items: [], nextCursor: null }),
    getSummary: async () => {
      throw new Error("not used");
    },
    create,
    update,
    remove: async () => ({}),
    exportCsv: async () => new Blob(),
    uploadImage: async () => {
      throw new ApiError("PAYLOAD_TOO_LARGE", 413, "too large");
    },
  };
  return { adapter, create, update };
}

function renderDialog(adapter: InventoryAdapter<StoreInventoryItemDto>, item?: StoreInventoryItemDto) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    h(
      QueryClientProvider,
      { client: queryClient },
      h(InventoryItemDialog<StoreInventoryItemDto>, {
        adapter,
        target: item ? { mode: "edit", item } : { mode: "add" },
        onOpenChange: () => undefined,
      }),
      h(Toaster),
    ),
  );
}

function chooseImage(dialog: HTMLElement) {
  const input = dialog.querySelector<HTMLInputElement>("input[type=file]");
  const file = new File([new Uint8Array(100)], "watch.jpg", { type: "image/jpeg" });
  fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
}

beforeAll(async () => {
  await switchLanguage(i18n, "en");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the inventory item dialog (spec: reseller-tools §5, §8)", () => {
  it("refuses a blank make and buying price in the spec's words, and saves nothing", async () => {
    const { adapter, create } = failingUploads();
    renderDialog(adapter);
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Item" }));
    expect((await within(dialog).findAllByText("Make and Model are required")).length).toBe(2);
    expect(within(dialog).getByText("Buying price must be a positive number")).toBeTruthy();
    expect(
      await screen.findByText("Failed to add item to inventory: Make and Model are required"),
    ).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it("adds the item without its image when the upload fails, and says so", async () => {
    const { adapter, create } = failingUploads();
    renderDialog(adapter);
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/^Make/), { target: { value: "Tudor" } });
    fireEvent.change(within(dialog).getByLabelText(/^Model/), { target: { value: "Pelagos" } });
    fireEvent.change(within(dialog).getByLabelText(/^Buying price/), { target: { value: "1,127.5" } });
    chooseImage(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Item" }));
    expect(await screen.findByText("Image Upload Failed")).toBeTruthy();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      make: "Tudor",
      buyingPrice: "1,127.5",
      imageMediaId: null,
    });
    expect(await screen.findByText("Item added to inventory successfully")).toBeTruthy();
  });

  it("keeps the stored image on edit when the new one fails to upload", async () => {
    const { adapter, update } = failingUploads();
    renderDialog(adapter, stored);
    const dialog = await screen.findByRole("dialog");
    chooseImage(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Item" }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]).toMatchObject([
      stored.id,
      { imageMediaId: stored.image?.id, buyingPrice: "1500" },
    ]);
    expect(await screen.findByText(/updated without the new image/)).toBeTruthy();
    expect(await screen.findByText("Item updated successfully")).toBeTruthy();
  });
});
