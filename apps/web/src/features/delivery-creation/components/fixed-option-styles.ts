import type { StylesConfig } from 'react-select';
import { selectStyles } from '@/shared/ui/select-styles';

/** react-select's fixed-option pattern: a fixed value shows no remove cross. */
export function fixedOptionStyles<Option extends { isFixed?: boolean }>(): StylesConfig<Option, true> {
  return {
    ...selectStyles<Option, true>(),
    multiValueRemove: (css, state) => (state.data.isFixed ? { ...css, display: 'none' } : css),
    multiValueLabel: (css, state) => (state.data.isFixed ? { ...css, paddingRight: 6 } : css),
  };
}
