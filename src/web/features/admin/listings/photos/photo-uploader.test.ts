// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement as h, useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { MediaDto } from "../../../../../shared/media";
import { Toaster } from "../../../../components/ui/sonner";
import { i18n } from "../../../../i18n/i18n";
import { switchLanguage } from "../../../../i18n/load-language";
import "../../admin-i18n";
import { PhotoUploader, type PhotoUploaderProps } from "./photo-uploader";

function media(id: string): MediaDto {
  return {
    id,
    width: 1600,
    height: 1200,
    url: `/media/${id}/1600.webp`,
    variants: [80, 160, 480, 1600].map((width) => ({ width, url: `/media/${id}/${width}.webp` })),
  };
}

/** The dialog's side of the contract: it keeps the gallery and passes every change back. */
function Harness(props: Partial<PhotoUploaderProps> & { initial: MediaDto[] }) {
  const [images, setImages] = useState(props.initial);
  return h(
    "div",
    null,
    h(PhotoUploader, {
      ...props,
      images,
      onChange: (next) => {
        props.onChange?.(next);
        setImages(next);
      },
    }),
    h(Toaster),
  );
}

function renderUploader(initial: MediaDto[], props: Partial<PhotoUploaderProps> = {}) {
  const onChange = vi.fn<(next: MediaDto[]) => void>();
  const view = render(h(Harness, { initial, onChange, ...props }));
  return { ...view, onChange, input: view.container.querySelector<HTMLInputElement>("input[type=file]") };
}

const ids = (images: MediaDto[] | undefined) => images?.map((image) => image.id) ?? [];
const announcement = () => document.querySelector("[aria-live=polite]")?.textContent;

/** An XMLHttpRequest the test answers by hand: what the browser would do against the server. */
class FakeXhr extends EventTarget {
  static sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  method = "";
  url = "";
  body: FormData | undefined;
  status = 0;
  statusText = "";
  responseText = "";

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.dispatchEvent(new Event("abort"));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event("progress"), { lengthComputable: true, loaded, total });
    act(() => void this.upload.dispatchEvent(event));
  }
  /** Answers, then lets the upload's promise settle and React render what follows. */
  async respond(status: number, body: unknown) {
    Object.assign(this, { status, responseText: JSON.stringify(body) });
    await act(async () => {
      this.dispatchEvent(new Event("load"));
      this.dispatchEvent(new Event("loadend"));
    });
  }
}

beforeAll(async () => {
  await switchLanguage(i18n, "en");
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
  await switchLanguage(i18n, "en");
});

describe("the gallery", () => {
  it("moves a photo by the keyboard, announces it and keeps focus on it", () => {
    const { onChange } = renderUploader([media("a"), media("b"), media("c")]);
    const handle = screen.getByRole("button", { name: /^Photo 2 of 3/ });
    handle.focus();
    fireEvent.keyDown(handle, { key: "ArrowLeft" });
    expect(ids(onChange.mock.lastCall?.[0])).toEqual(["b", "a", "c"]);
    expect(announcement()).toBe("Photo 2 moved to position 1");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /^Photo 1 of 3/ }));
    expect(screen.getAllByRole("img")[0]?.getAttribute("src")).toBe("/media/b/160.webp");

    fireEvent.click(screen.getByRole("button", { name: "Move photo 1 later" }));
    expect(ids(onChange.mock.lastCall?.[0])).toEqual(["a", "b", "c"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move photo 2 later" }));
  });

  it("follows the reading direction in Arabic: the left arrow moves a photo later", async () => {
    await act(() => switchLanguage(i18n, "ar"));
    const { onChange } = renderUploader([media("a"), media("b")]);
    fireEvent.keyDown(screen.getByRole("button", { name: /^الصورة 1 من 2/ }), { key: "ArrowLeft" });
    expect(ids(onChange.mock.lastCall?.[0])).toEqual(["b", "a"]);
    expect(announcement()).toBe("نُقلت الصورة 1 إلى الموضع 2");
  });

  it("removes a photo, the next one becoming the cover", () => {
    const { onChange } = renderUploader([media("a"), media("b"), media("c")]);
    fireEvent.click(screen.getByRole("button", { name: "Remove photo 1" }));
    expect(ids(onChange.mock.lastCall?.[0])).toEqual(["b", "c"]);
    expect(announcement()).toBe("Photo 1 removed");
    expect(screen.getAllByText("Cover")).toHaveLength(1);
    expect(screen.getByRole("img", { name: "Photo 1 of 2" }).getAttribute("src")).toBe("/media/b/160.webp");
  });

  it("disables the file input at ten photos and says why", () => {
    const ten = Array.from({ length: 10 }, (_, index) => media(`m${index}`));
    const { input } = renderUploader(ten);
    expect(input?.disabled).toBe(true);
    expect(screen.getByText(/You have 10 photos, the most a listing can have/)).toBeTruthy();
  });
});

describe("uploading", () => {
  it("shows each file's progress and adds the stored photo to the gallery", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const onBusyChange = vi.fn();
    const { input, onChange } = renderUploader([media("a")], { onBusyChange });
    const file = new File(["jpeg bytes"], "submariner.jpg", { type: "image/jpeg" });
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });

    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe("POST");
    expect(xhr?.url).toBe("/api/admin/media");
    expect(xhr?.body?.get("file")).toMatchObject({ name: "submariner.jpg" });
    expect(onBusyChange).toHaveBeenLastCalledWith(true);

    xhr?.progress(5, 10);
    const bar = screen.getByRole("progressbar", { name: "Uploading submariner.jpg" });
    expect(bar.getAttribute("aria-valuenow")).toBe("50");

    await xhr?.respond(201, media("new"));
    expect(ids(onChange.mock.lastCall?.[0])).toEqual(["a", "new"]);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("img", { name: "Photo 2 of 2" })).toBeTruthy();
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
    expect(await screen.findByText("1 image uploaded successfully")).toBeTruthy();
  });

  it("keeps the order chosen, refuses files past ten and explains a refusal with retry and dismiss", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const eight = Array.from({ length: 8 }, (_, index) => media(`m${index}`));
    const { input, onChange } = renderUploader(eight);
    const files = ["one", "two", "three"].map(
      (name) => new File(["x"], `${name}.png`, { type: "image/png" }),
    );
    const pdf = new File(["%PDF"], "papers.pdf", { type: "application/pdf" });
    fireEvent.change(input as HTMLInputElement, { target: { files: [pdf, ...files] } });

    expect(await screen.findByText("Too many images")).toBeTruthy();
    expect(screen.getByText("Only image files can be uploaded")).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(2);
    const [first, second] = FakeXhr.sent;
    await second?.respond(201, media("second"));
    expect(onChange).not.toHaveBeenCalled();
    await first?.respond(415, { code: "UNSUPPORTED_MEDIA_TYPE", message: "Not an image" });
    expect(ids(onChange.mock.lastCall?.[0])).toEqual([...ids(eight), "second"]);
    expect(await screen.findByText("Failed to upload images")).toBeTruthy();

    const row = screen.getByText("one.png").closest("li") as HTMLElement;
    expect(within(row).getByText("Only image files can be uploaded")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Retry uploading one.png" }));
    await FakeXhr.sent[2]?.respond(201, media("first"));
    expect(ids(onChange.mock.lastCall?.[0])).toEqual([...ids(eight), "second", "first"]);

    fireEvent.click(screen.getByRole("button", { name: "Dismiss papers.pdf" }));
    expect(screen.queryByText("papers.pdf")).toBeNull();
  });
});
