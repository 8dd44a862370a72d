import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { elapse, useFakeTime } from '../testing/fake-time';
import { Dialog } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <button type="button">Weiter</button>
      <Dialog open={open} title="Hinweis" onClose={() => setOpen(false)}>
        <button type="button">Im Dialog</button>
      </Dialog>
    </>
  );
}

/** Opens the dialog from its button, as a visitor does: the focus moves into it. */
function openDialog() {
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Öffnen' });
  opener.focus();
  fireEvent.click(opener);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
  return opener;
}

describe('dialog', () => {
  useFakeTime();

  it('gives the focus back to its opener once the closing has painted, not in the closing click', async () => {
    const opener = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    // Moving the focus lays the page out at once: not in the frame that shows the closing.
    expect(document.activeElement).not.toBe(opener);
    await elapse(50);
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus where it moved to before that paint', async () => {
    openDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    const next = screen.getByRole('button', { name: 'Weiter' });
    next.focus();
    await elapse(50);
    expect(document.activeElement).toBe(next);
  });
});
