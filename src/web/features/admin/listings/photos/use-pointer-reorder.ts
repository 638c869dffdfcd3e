import { type PointerEvent, useRef, useState } from "react";
import { moveItem } from "./gallery-order";

/** How far a pointer travels before a press becomes a drag, so a click stays a click. */
const dragThreshold = 6;

interface Drag {
  id: string;
  to: number;
}

/**
 * Reordering by dragging a tile with a mouse, a pen or a finger. Pointer events rather than HTML
 * drag and drop, which touch screens do not fire; a finger drags only by the handle
 * (`data-drag-handle`, which has touch-action: none) so the rest of a tile still scrolls the page.
 */
export function usePointerReorder(ids: readonly string[], onMove: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const press = useRef<{ id: string; x: number; y: number; pointerId: number } | null>(null);
  const order = drag ? moveItem(ids, ids.indexOf(drag.id), drag.to) : ids;

  function onPointerDown(event: PointerEvent<HTMLElement>, id: string) {
    const target = event.target as Element;
    const onHandle = target.closest("[data-drag-handle]") !== null;
    if (event.button !== 0 || (!onHandle && target.closest("button"))) return;
    if (!onHandle && event.pointerType !== "mouse") return;
    press.current = { id, x: event.clientX, y: event.clientY, pointerId: event.pointerId };
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const pressed = press.current;
    if (!pressed || pressed.pointerId !== event.pointerId) return;
    if (!drag) {
      if (Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) < dragThreshold) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ id: pressed.id, to: ids.indexOf(pressed.id) });
      return;
    }
    const over = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>("[data-photo-id]")?.dataset.photoId;
    const to = over === undefined ? -1 : order.indexOf(over);
    if (to >= 0 && to !== drag.to) setDrag({ id: drag.id, to });
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    if (press.current?.pointerId !== event.pointerId) return;
    press.current = null;
    if (!drag) return;
    setDrag(null);
    const from = ids.indexOf(drag.id);
    if (from >= 0 && from !== drag.to) onMove(from, drag.to);
  }

  function cancel() {
    press.current = null;
    setDrag(null);
  }

  return {
    /** The order to show: the dragged photo already at the place it would be dropped. */
    order,
    draggingId: drag?.id,
    cancel,
    handlersFor: (id: string) => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => onPointerDown(event, id),
      onPointerMove,
      onPointerUp,
      onPointerCancel: cancel,
    }),
  };
}
