import { ToastBar, Toaster } from 'react-hot-toast';
import { consoleSays } from '@ops/contracts';
import type { DefaultToastOptions } from 'react-hot-toast';

// react-hot-toast keeps at most 20 toasts (its toastLimit), the spec's limit; the oldest go first.

const baseStyle = { borderRadius: '10px', padding: '10px 14px', maxWidth: '420px', fontSize: '14px' };

const toastOptions: DefaultToastOptions = {
  style: { ...baseStyle, color: '#0b2545' },
  blank: { duration: 4000 },
  // Section 2: success light blue, error orange.
  error: {
    duration: 4000,
    style: { ...baseStyle, background: '#ffedd5', color: '#7c2d12', border: '1px solid #fb923c' },
    iconTheme: { primary: '#ea580c', secondary: '#fff7ed' },
  },
  success: {
    duration: 2000,
    style: { ...baseStyle, background: '#e3f1fd', color: '#0b2545', border: '1px solid #9cc9f2' },
    iconTheme: { primary: '#2b7bc4', secondary: '#ffffff' },
  },
  loading: { duration: Infinity },
  custom: { duration: 4000 },
};

/** A toast's text in the console's language: a server's English answer is said as the catalogue says it. */
export function AppToaster() {
  return (
    <Toaster position="top-center" gutter={8} toastOptions={toastOptions}>
      {(shown) => (
        <ToastBar
          toast={
            typeof shown.message === 'string' ? { ...shown, message: consoleSays(shown.message) } : shown
          }
        />
      )}
    </Toaster>
  );
}
