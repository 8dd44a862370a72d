/**
 * What a visitor typed or chose in the server's page before the app took it over, by the control's
 * label. React keeps such text in a control it takes over, but a part it renders anew instead (an
 * update arrived while it was still taking the page over) gets fresh, empty controls: the text would
 * be lost. So the controls' values are noted from the start on, and a field that mounts while the
 * app takes the page over asks for its own (calculators/fields.tsx).
 */
const entered = new Map<string, string>();

const labelOf = (control: HTMLInputElement | HTMLSelectElement) => control.labels?.[0]?.textContent ?? '';

function note(target: EventTarget | null) {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
  const label = labelOf(target);
  if (label) entered.set(label, target.value);
}

const changed = (control: HTMLInputElement | HTMLSelectElement) =>
  control instanceof HTMLSelectElement
    ? [...control.options].some((option) => option.selected !== option.defaultSelected)
    : control.value !== control.defaultValue;

/** Notes what the server's markup holds already and, from now on, every input and change. */
export function noteEnteredBeforeStart(root: HTMLElement): void {
  for (const control of root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select'))
    if (changed(control)) note(control);
  const onEvent = (event: Event) => note(event.target);
  document.addEventListener('input', onEvent, true);
  document.addEventListener('change', onEvent, true);
}

/** What was entered into the control with this label before the app ran (once), or undefined. */
export function takeEnteredBeforeStart(label: string): string | undefined {
  const value = entered.get(label);
  entered.delete(label);
  return value;
}
