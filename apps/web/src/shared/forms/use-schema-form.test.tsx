import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Name?'),
  code: z.string().regex(/^\d+$/, 'Digits only'),
  agree: z.boolean(),
});

function Form({ onValid }: { onValid: (values: z.output<typeof schema>) => Promise<void> }) {
  const { register, handleSubmit, setError, errors, isSubmitting } = useSchemaForm(
    () => Promise.resolve(schema),
    {
      name: '',
      code: '1',
      agree: false,
    },
  );
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <input aria-label="Name" {...register('name')} />
      <p>{errors.name}</p>
      <input aria-label="Code" {...register('code')} />
      <p>{errors.code}</p>
      <input type="checkbox" aria-label="Agree" {...register('agree')} />
      <button type="submit">{isSubmitting ? 'Sending' : 'Send'}</button>
      <button type="button" onClick={() => setError('code', 'Taken')}>
        Server says no
      </button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('checks on submit only, then on every change, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn(() => Promise.resolve());
    render(<Form onValid={onValid} />);

    await user.type(screen.getByLabelText('Code'), 'x');
    expect(screen.queryByText('Digits only')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Name?')).toBeInTheDocument();
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), ' Dana ');
    expect(screen.queryByText('Name?')).not.toBeInTheDocument();
    expect(screen.getByText('Digits only')).toBeInTheDocument();
  });

  it("hands the schema's output to the handler and shows errors set by it", async () => {
    const user = userEvent.setup();
    let finish = () => undefined as void;
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Form onValid={onValid} />);

    await user.type(screen.getByLabelText('Name'), ' Dana ');
    await user.click(screen.getByLabelText('Agree'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Dana', code: '1', agree: true });
    expect(screen.getByRole('button', { name: 'Sending' })).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Server says no' }));
    expect(screen.getByText('Taken')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '2');
    expect(screen.queryByText('Taken')).not.toBeInTheDocument();
  });
});
