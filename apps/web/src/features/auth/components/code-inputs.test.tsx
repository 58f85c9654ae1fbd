import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@/i18n';
import { CodeInputs, emptyCode } from './code-inputs';

function Harness({ onInvalidPaste = () => {} }: { onInvalidPaste?: () => void }) {
  const [digits, setDigits] = useState(emptyCode);
  return (
    <>
      <CodeInputs digits={digits} onChange={setDigits} onInvalidPaste={onInvalidPaste} />
      <output data-testid="code">{digits.join('')}</output>
    </>
  );
}

async function setup(onInvalidPaste?: () => void) {
  await initI18n('en');
  render(<Harness {...(onInvalidPaste ? { onInvalidPaste } : {})} />);
  const boxes = await screen.findAllByRole('textbox');
  return { boxes, user: userEvent.setup(), code: () => screen.getByTestId('code').textContent };
}

describe('the six code boxes', () => {
  it('takes digits only and moves to the next box after each one', async () => {
    const { boxes, user, code } = await setup();
    expect(boxes).toHaveLength(6);
    await user.click(boxes[0]!);
    await user.keyboard('1a2-3');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(boxes[3]);
  });

  it('backspace clears and moves back', async () => {
    const { boxes, user, code } = await setup();
    await user.click(boxes[0]!);
    await user.keyboard('123456');
    expect(code()).toBe('123456');
    expect(document.activeElement).toBe(boxes[5]);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12345');
    expect(document.activeElement).toBe(boxes[4]);
    await user.keyboard('{Backspace}{Backspace}');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(boxes[2]);
  });

  it('a paste of exactly 6 digits fills every box; anything else fills nothing', async () => {
    const onInvalidPaste = vi.fn();
    const { boxes, user, code } = await setup(onInvalidPaste);
    await user.click(boxes[2]!);
    await user.paste('12345');
    expect(code()).toBe('');
    await user.paste('12a456');
    expect(code()).toBe('');
    expect(onInvalidPaste).toHaveBeenCalledTimes(2);
    await user.paste(' 654321 ');
    expect(code()).toBe('654321');
    expect(document.activeElement).toBe(boxes[5]);
  });
});
