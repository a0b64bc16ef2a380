/**
 * A paged carousel around server-rendered cards (the JSX children). It wraps
 * at both ends, moves one page on a horizontal swipe over 50 px (a shorter
 * mouse drag opens the card it started on), on the
 * Anterior/Siguiente buttons and on ArrowLeft/ArrowRight, and shows up to 4
 * columns (1 under 640 px) of cards close to 450 px wide with 32 px gaps. Without script the
 * cards stay in a horizontally scrollable row.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";

/** Props of {@link Carousel}. */
export interface CarouselProps {
  label: string;
  children?: ComponentChildren;
}

/** Nominal card width in px. */
export const CARD_WIDTH = 450;
/** Gap between cards in px. */
export const CARD_GAP = 32;
/** Most columns shown at once. */
export const MAX_COLUMNS = 4;
/** Below this container width a single column shows. */
export const SINGLE_COLUMN_BELOW = 640;
/** Horizontal movement (px) that counts as a swipe. */
export const SWIPE_THRESHOLD = 50;

/** Columns for a container `width` px wide: the count whose cards come closest to {@link CARD_WIDTH}. */
export function visibleColumns(width: number): number {
  if (width < SINGLE_COLUMN_BELOW) return 1;
  return Math.max(1, Math.min(MAX_COLUMNS, Math.round((width + CARD_GAP) / (CARD_WIDTH + CARD_GAP))));
}

interface Drag {
  x: number;
  y: number;
  /** The card link the pointer went down on, if any. */
  link: HTMLAnchorElement | null;
}

export default function Carousel({ label, children }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const swiped = useRef(false);
  const [enhanced, setEnhanced] = useState(false);
  const [columns, setColumns] = useState(1);
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(count / columns));

  const cards = () => Array.from(track.current?.querySelectorAll<HTMLElement>(":scope > rc-slot > *") ?? []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => {
      setColumns(visibleColumns(element.clientWidth));
      setCount(cards().length);
    };
    measure();
    setEnhanced(true);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (page > pages - 1) {
      setPage(pages - 1);
      return;
    }
    const element = track.current;
    const all = cards();
    if (!element || all.length === 0) return;
    const first = Math.min(page * columns, Math.max(0, all.length - columns));
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    element.scrollTo({ left: all[first].offsetLeft - all[0].offsetLeft, behavior: reduce ? "auto" : "smooth" });
  }, [page, pages, columns, enhanced]);

  const go = (step: number) => setPage((current) => (current + step + pages) % pages);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      go(event.key === "ArrowRight" ? 1 : -1);
    }
  }

  function onPointerUp(event: PointerEvent) {
    const start = drag.current;
    drag.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      // Swallows the click this release may fire (dispatched in the same task), never a later one:
      // touch swipes fire no click, and a stale flag would eat the next short drag or tap on a card.
      swiped.current = true;
      setTimeout(() => (swiped.current = false));
      go(dx < 0 ? 1 : -1);
      return;
    }
    // A short mouse drag is a click on the card it started on, even when released beside it
    // (the browser then clicks the track, or nothing after a cancelled link drag).
    const link = start.link;
    const released = document.elementFromPoint(event.clientX, event.clientY);
    if (event.pointerType === "mouse" && event.button === 0 && link && !link.contains(released)) {
      setTimeout(() => link.click());
    }
  }

  /** Brings a card focused from the keyboard into view when it is on another page. */
  function onFocusIn(event: FocusEvent) {
    const all = cards();
    const index = all.findIndex((card) => card.contains(event.target as Node));
    const first = Math.min(page * columns, Math.max(0, all.length - columns));
    if (index >= 0 && (index < first || index >= first + columns)) {
      setPage(Math.min(pages - 1, Math.floor(index / columns)));
    }
  }

  return (
    <section
      class="carousel"
      aria-roledescription="carrusel"
      aria-label={label}
      data-enhanced={enhanced ? "" : undefined}
      data-page={enhanced ? String(page) : undefined}
      style={`--carousel-cols:${columns}`}
    >
      <div
        ref={track}
        class="carousel__track"
        tabIndex={0}
        role="group"
        aria-label={`${label}: usa las flechas izquierda y derecha para desplazarte`}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          const link = (event.target as Element).closest?.("a") ?? null;
          drag.current = { x: event.clientX, y: event.clientY, link: track.current?.contains(link) ? link : null };
          swiped.current = false;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          if (swiped.current) {
            event.preventDefault();
            event.stopPropagation();
            swiped.current = false;
          }
        }}
        onFocusIn={onFocusIn}
      >
        {children}
      </div>
      {enhanced && pages > 1 && (
        <div class="carousel__controls">
          <button class="carousel__nav carousel__nav--prev" type="button" aria-label="Anterior" onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <p class="carousel__status" aria-live="polite">Página {page + 1} de {pages}</p>
          <button class="carousel__nav carousel__nav--next" type="button" aria-label="Siguiente" onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
