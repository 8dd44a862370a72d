/**
 * Runs `task` once the browser has painted the current frame: an animation frame callback runs just
 * before the paint, the task it posts just after. A click's visible answer (the pressed button, the
 * chosen sort) then paints at once, and heavy work that follows does not delay it (Interaction to
 * Next Paint). Returns a function that cancels `task` if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
