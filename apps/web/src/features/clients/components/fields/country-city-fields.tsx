import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ComboField } from '@/shared/ui/combo-field';
import { useGetCitiesQuery, useGetCountriesQuery } from '@/features/clients/api/lookups-api';
import { FIELD_TEXTS } from '@/features/clients/lib/field-texts';

interface CountryCityFieldsProps<T extends FieldValues> {
  control: Control<T>;
  countryName: Path<T>;
  cityName: Path<T>;
  countryLabel?: string;
  cityLabel?: string;
  disabled?: boolean;
}

/** Country and city pickers; choosing another country clears the city (section 4). */
export function CountryCityFields<T extends FieldValues>({
  control,
  countryName,
  cityName,
  countryLabel = FIELD_TEXTS.country,
  cityLabel = FIELD_TEXTS.city,
  disabled = false,
}: CountryCityFieldsProps<T>) {
  const country = useController({ control, name: countryName });
  const city = useController({ control, name: cityName });
  const countryValue = typeof country.field.value === 'string' ? country.field.value : '';
  const { data: countries = [], isLoading: countriesLoading } = useGetCountriesQuery();
  const { data: cities = [], isFetching: citiesLoading } = useGetCitiesQuery(countryValue, {
    skip: !countryValue,
  });
  const countryOptions = useMemo(
    () => countries.map((c) => ({ value: c.country, label: c.country })),
    [countries],
  );
  const cityOptions = useMemo(() => cities.map((c) => ({ value: c, label: c })), [cities]);
  const chosen = countries.find((c) => c.country === countryValue);

  return (
    <>
      <div className="country-field">
        <ComboField<string>
          label={countryLabel}
          name={countryName}
          value={countryValue}
          options={countryOptions}
          loading={countriesLoading}
          disabled={disabled}
          error={country.fieldState.error?.message}
          onBlur={country.field.onBlur}
          onChange={(next) => {
            const value = next ?? '';
            if (value === countryValue) return;
            country.field.onChange(value);
            city.field.onChange('');
          }}
        />
        {chosen && (
          <p className="field__hint" data-testid={`${countryName}-info`}>
            {FIELD_TEXTS.countryInfo(chosen.currency, chosen.tax_type)}
          </p>
        )}
      </div>
      <ComboField<string>
        label={cityLabel}
        name={cityName}
        value={typeof city.field.value === 'string' ? city.field.value : ''}
        options={cityOptions}
        loading={citiesLoading}
        disabled={disabled || !countryValue}
        limit={100}
        placeholder={countryValue ? FIELD_TEXTS.citySearch : FIELD_TEXTS.countryFirst}
        noOptionsText={FIELD_TEXTS.noCity}
        error={city.fieldState.error?.message}
        onBlur={city.field.onBlur}
        onChange={(next) => city.field.onChange(next ?? '')}
      />
    </>
  );
}
